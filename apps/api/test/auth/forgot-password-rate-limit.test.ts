import { api } from '@shopdesk/contracts';
import { workDoneAfterReply } from '../../src/routes/auth/after-reply';
import { deliverEmails } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/test-app';

const PER_IP = 6;

const t = setupTestApp({ RATE_LIMIT_FORGOT_PASSWORD_PER_IP: String(PER_IP) });

const SAME_ANSWER = {
  data: null,
  message: 'If an account with this e-mail exists, we have sent it a link to reset the password.',
};

async function forgot(email: string, ip: string) {
  const res = await t.call(null, api.auth.forgotPassword, { body: { email }, ip });
  await workDoneAfterReply(t.app);
  return res;
}

it('sends 3 e-mails an hour per e-mail; past that it answers the same, sends nothing and blocks nobody', async () => {
  const employee = await t.createEmployee();
  for (let i = 0; i < 5; i++) {
    const res = await forgot(i === 4 ? employee.email.toUpperCase() : employee.email, `192.0.2.${i + 1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(res.headers['retry-after']).toBeUndefined();
  }
  const mails = await deliverEmails(t.db);
  expect(mails.map((m) => m.to)).toEqual(Array(3).fill(employee.email));
  const { rows } = await t.db.query('SELECT 1 FROM password_resets WHERE employee_id = $1', [employee.id]);
  expect(rows).toHaveLength(3);
});

it('answers an unknown e-mail past the limit the same way', async () => {
  for (let i = 0; i < 5; i++) expect((await forgot('ghost@shopdesk.test', '192.0.2.50')).json()).toEqual(SAME_ANSWER);
});

it('limits the requests of one address across e-mails with a 429 and Retry-After', async () => {
  for (let i = 0; i < PER_IP; i++) expect((await forgot(`someone-${i}@shopdesk.test`, '192.0.2.70')).statusCode).toBe(200);
  const limited = await forgot('someone-else@shopdesk.test', '192.0.2.70');
  expect(limited.statusCode).toBe(429);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(limited.json().message).toBe(`Too many attempts, try again in ${retryAfter} seconds`);
  expect((await forgot('someone-else@shopdesk.test', '192.0.2.71')).statusCode).toBe(200);
});

it('sends nothing for a request the address limit refused', async () => {
  const employee = await t.createEmployee();
  for (let i = 0; i < PER_IP; i++) await forgot(`filler-${i}@shopdesk.test`, '192.0.2.90');
  expect((await forgot(employee.email, '192.0.2.90')).statusCode).toBe(429);
  expect(await deliverEmails(t.db)).toEqual([]);
});
