import { api } from '@shopdesk/contracts';
import { deliverEmails } from '../helpers/mailbox';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, ip?: string) => t.call(null, api.auth.forgotPassword, { body: { email }, ip });

it('allows 3 requests an hour per e-mail, then answers 429 with Retry-After', async () => {
  const employee = await t.createEmployee();
  for (let i = 0; i < 3; i++) expect((await forgot(employee.email, `192.0.2.${i + 1}`)).statusCode).toBe(200);
  const limited = await forgot(employee.email.toUpperCase(), '192.0.2.99');
  expect(limited.statusCode).toBe(429);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await deliverEmails(t.db)).toHaveLength(3);
});

it('counts unknown e-mails the same way, so the limit does not reveal accounts', async () => {
  for (let i = 0; i < 3; i++) expect((await forgot('ghost@shopdesk.test')).statusCode).toBe(200);
  expect((await forgot('ghost@shopdesk.test')).statusCode).toBe(429);
});

it('limits each e-mail on its own', async () => {
  const other = await t.createEmployee();
  expect((await forgot(other.email)).statusCode).toBe(200);
});
