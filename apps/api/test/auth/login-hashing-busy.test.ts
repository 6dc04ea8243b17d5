import { api } from '@shopdesk/contracts';
import { HASHING_QUEUE, HASHING_SLOTS, passwordHashing } from '../../src/lib/passwords';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const login = (email: string, password: string, ip: string) => t.call(null, api.auth.login, { body: { email, password }, ip });

/**
 * Takes every argon2 slot and queue place with work that holds it until released, so the queue is
 * full for exactly as long as the test says, on a fast machine as on a slow one.
 */
function fillHashing() {
  const holds = Array.from({ length: HASHING_SLOTS + HASHING_QUEUE }, () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  const done = Promise.all(holds.map((hold) => passwordHashing.run(() => hold.promise)));
  return {
    done,
    /** Ends the work in the slots now; the slots go to the next waiters. */
    releaseRunning: () => holds.slice(0, HASHING_SLOTS).forEach((hold) => hold.resolve()),
    releaseAll: () => holds.forEach((hold) => hold.resolve()),
  };
}

async function untilWaiting(count: number) {
  while (passwordHashing.load().waiting < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

it('answers 503 with Retry-After while argon2 is saturated, and does not count that attempt as a guess', async () => {
  const employee = await t.createEmployee();
  const filled = fillHashing();
  const busy = await login(employee.email, 'a wrong password', '198.51.100.90');
  expect(busy.statusCode).toBe(503);
  expect(busy.headers['retry-after']).toBe('1');
  expect(busy.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy checking passwords, try again in a moment' });
  filled.releaseAll();
  await filled.done;

  // The refused attempt left the account's five tries intact.
  for (let i = 0; i < 5; i++) expect((await login(employee.email, 'a wrong password', '198.51.100.90')).statusCode).toBe(401);
  expect((await login(employee.email, 'a wrong password', '198.51.100.90')).statusCode).toBe(429);
});

it('lets an employee back in from an address they signed in from before while the queue is full, ahead of it', async () => {
  const employee = await t.createEmployee();
  expect((await login(employee.email, employee.password, '198.51.100.91')).statusCode).toBe(200);
  const filled = fillHashing();

  // The same employee from an address never used before finds the queue full like everyone: refused.
  expect((await login(employee.email, employee.password, '198.51.100.92')).statusCode).toBe(503);

  // From the known address the login waits in its own lane, and takes the first slot that frees,
  // ahead of the whole normal queue.
  const returning = login(employee.email, employee.password, '198.51.100.91');
  await untilWaiting(HASHING_QUEUE + 1);
  filled.releaseRunning();
  expect((await returning).statusCode).toBe(200);
  // Of the normal queue only two moved on: one into the other freed slot, one into the login's once done.
  expect(passwordHashing.load().waiting).toBe(HASHING_QUEUE - 2);
  filled.releaseAll();
  await filled.done;
});
