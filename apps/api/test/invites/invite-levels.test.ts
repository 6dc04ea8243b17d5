import { api } from '@shopdesk/contracts';
import { deliverEmails } from '../helpers/mailbox';
import { inviteToken } from '../helpers/flows';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const owner = setupEmployee(t, { name: 'Noura Owner', level: 'owner' });
const manager = setupEmployee(t, { name: 'Malik Manager', level: 'manager' });

const register = (token: string) =>
  t.call(null, api.auth.register, { body: { token, name: 'New Colleague', password: 'a long passphrase', password2: 'a long passphrase' } });

it('invites as an agent unless told otherwise; the link says the level and the account gets it', async () => {
  const token = await inviteToken(t, manager, 'plain@shopdesk.test');
  expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).json().data).toEqual({ email: 'plain@shopdesk.test', level: 'agent' });
  expect((await register(token)).json().data.level).toBe('agent');
});

it('a manager invites a manager; the e-mail names the level', async () => {
  const res = await t.call(manager, api.employees.inviteEmployee, { body: { email: 'second.manager@shopdesk.test', level: 'manager' } });
  expect(res.statusCode).toBe(201);
  expect(res.json().data.level).toBe('manager');
  const [mail] = await deliverEmails(t.db);
  expect(mail.text).toContain('Malik Manager invited you to Shopdesk, the back-office of the shop, as a manager.');
});

it('an owner invites an owner, who registers as one', async () => {
  const token = await inviteToken(t, owner, 'next.owner@shopdesk.test', 'owner');
  expect((await register(token)).json().data.level).toBe('owner');
});

it('refuses a manager inviting an owner with 403, writing no invite and no e-mail', async () => {
  const res = await t.call(manager, api.employees.inviteEmployee, { body: { email: 'sneaky.owner@shopdesk.test', level: 'owner' } });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Only owners may change who works here' });
  expect((await t.db.query("SELECT 1 FROM employee_invites WHERE email = 'sneaky.owner@shopdesk.test'")).rows).toHaveLength(0);
  expect(await deliverEmails(t.db)).toEqual([]);
});

it('refuses a level that does not exist, naming the field', async () => {
  const res = await t.call(owner, api.employees.inviteEmployee, { body: { email: 'odd@shopdesk.test', level: 'admin' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual([expect.objectContaining({ path: 'level' })]);
});

it("does not open an owner's account on the word of an inviter demoted since (a race the revocation missed)", async () => {
  const demoted = await t.createEmployee({ level: 'owner' });
  const token = await inviteToken(t, demoted, 'late.owner@shopdesk.test', 'owner');
  // Straight in SQL: the level change's own revocation is what other tests check; this is the guard behind it.
  await t.db.query("UPDATE employees SET level = 'manager' WHERE id = $1", [demoted.id]);

  expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).statusCode).toBe(404);
  expect((await register(token)).statusCode).toBe(404);
  expect((await t.db.query("SELECT 1 FROM employees WHERE email = 'late.owner@shopdesk.test'")).rows).toHaveLength(0);
});
