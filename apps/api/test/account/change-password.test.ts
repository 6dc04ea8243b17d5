import { api } from '@shopdesk/contracts';
import { auditRows } from '../helpers/fixtures';
import { deliverEmails } from '../helpers/mailbox';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

const change = (caller: { token: string }, body: object, headers: Record<string, string> = {}) =>
  t.call(caller, api.account.changeMyPassword, { body, headers, ip: '198.51.100.44' });
const NEW = 'a brand new passphrase';

it('changes the password: the new one signs in, the old one does not, other sessions end, an e-mail tells, audited', async () => {
  const employee = await t.createEmployee({ password: 'the old passphrase' });
  const elsewhere = await t.call(null, api.auth.login, { body: { email: employee.email, password: 'the old passphrase' } });
  await deliverEmails(t.db);

  const res = await change(employee, { currentPassword: 'the old passphrase', newPassword: NEW, newPassword2: NEW }, {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: null, message: 'Password changed' });

  expect((await t.call(employee, api.employees.getMe)).statusCode).toBe(200);
  expect((await t.call({ token: elsewhere.json().data.token }, api.employees.getMe)).statusCode).toBe(401);
  expect((await t.call(null, api.auth.login, { body: { email: employee.email, password: NEW } })).statusCode).toBe(200);
  expect((await t.call(null, api.auth.login, { body: { email: employee.email, password: 'the old passphrase' } })).statusCode).toBe(401);

  const [mail] = await deliverEmails(t.db);
  expect(mail).toMatchObject({ to: employee.email, subject: 'Your Shopdesk password was changed' });
  expect(mail.text).toContain('from Firefox 133 on Linux at 198.51.100.44');
  expect(mail.text).not.toContain(NEW);
  expect(await auditRows(t.db, employee.id)).toContainEqual(
    expect.objectContaining({ action: 'auth.password_change', actor_id: employee.id, after: { sessionsEnded: 1 }, ip: '198.51.100.44' }),
  );
});

it.each([
  ['a wrong current password', { currentPassword: 'not it at all', newPassword: NEW, newPassword2: NEW }, 'currentPassword'],
  ['a confirmation that differs', { currentPassword: 'correct horse battery', newPassword: NEW, newPassword2: `${NEW}!` }, 'newPassword2'],
  ['a common password', { currentPassword: 'correct horse battery', newPassword: 'password123', newPassword2: 'password123' }, 'newPassword'],
  ['the same password again', { currentPassword: 'correct horse battery', newPassword: 'correct horse battery', newPassword2: 'correct horse battery' }, 'newPassword'],
  ['a new password too short', { currentPassword: 'correct horse battery', newPassword: 'short', newPassword2: 'short' }, 'newPassword'],
])('refuses %s with a 400 at the field, changing nothing', async (_what, body, field) => {
  const employee = await t.createEmployee();
  const res = await change(employee, body);
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  expect((await t.call(null, api.auth.login, { body: { email: employee.email, password: 'correct horse battery' } })).statusCode).toBe(200);
});

it('limits wrong current passwords to 5 in 15 minutes per employee (429), the right one included past it', async () => {
  const employee = await t.createEmployee();
  for (let n = 0; n < 5; n++) expect((await change(employee, { currentPassword: `guess ${n}`, newPassword: NEW, newPassword2: NEW })).statusCode).toBe(400);
  const blocked = await change(employee, { currentPassword: 'correct horse battery', newPassword: NEW, newPassword2: NEW });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBeDefined();
});
