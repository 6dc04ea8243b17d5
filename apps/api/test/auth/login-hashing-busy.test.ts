import { hash } from '@node-rs/argon2';
import { api } from '@shopdesk/contracts';
import { HASHING_QUEUE, HASHING_SLOTS, verifyPassword } from '../../src/lib/passwords';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) => t.call(null, api.auth.login, { body: { email, password }, ip });

/**
 * Takes every argon2 slot and queue place with verifies of its own, against a hash three times as
 * costly as the app's so the queue stays full for a second or more; resolves when they are done.
 */
async function fillHashing(): Promise<{ done: Promise<unknown> }> {
  const stored = await hash('filler password', { algorithm: 2, memoryCost: 19456, timeCost: 6, parallelism: 1 });
  return { done: Promise.all(Array.from({ length: HASHING_SLOTS + HASHING_QUEUE }, () => verifyPassword(stored, 'wrong filler'))) };
}

it('answers 503 with Retry-After while argon2 is saturated, and does not count that attempt as a guess', async () => {
  const employee = await t.createEmployee();
  const filled = await fillHashing();
  const busy = await login(employee.email, 'a wrong password', '198.51.100.90');
  expect(busy.statusCode).toBe(503);
  expect(busy.headers['retry-after']).toBe('1');
  expect(busy.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy checking passwords, try again in a moment' });
  await filled.done;

  // The refused attempt left the account's five tries intact.
  for (let i = 0; i < 5; i++) expect((await login(employee.email, 'a wrong password', '198.51.100.90')).statusCode).toBe(401);
  expect((await login(employee.email, 'a wrong password', '198.51.100.90')).statusCode).toBe(429);
});

it('lets an employee back in from an address they signed in from before while the queue is full, ahead of it', async () => {
  const employee = await t.createEmployee();
  expect((await login(employee.email, employee.password, '198.51.100.91')).statusCode).toBe(200);
  const filled = await fillHashing();
  let fillerDone = false;
  void filled.done.then(() => (fillerDone = true));

  // The same employee from an address never used before finds the queue full like everyone: refused.
  expect((await login(employee.email, employee.password, '198.51.100.92')).statusCode).toBe(503);
  const returning = await login(employee.email, employee.password, '198.51.100.91');
  expect(returning.statusCode).toBe(200);
  expect(fillerDone).toBe(false);
  await filled.done;
});
