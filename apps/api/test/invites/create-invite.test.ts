import { api } from '@shopdesk/contracts';
import { tokenHash } from '../../src/lib/tokens';
import { deliverEmails, linkIn } from '../helpers/mailbox';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const admin = setupEmployee(t, { name: 'Noura Al Shamsi' });

const invite = (body: unknown) => t.call(admin, api.employees.inviteEmployee, { body });

it('creates a 72-hour invite and e-mails its register link in the same transaction', async () => {
  const res = await invite({ email: 'Sara.Patel@Shopdesk.test' });
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  expect(res.json()).toEqual({
    data: {
      _id: expect.any(String),
      email: 'sara.patel@shopdesk.test',
      level: 'agent',
      status: 'pending',
      invitedBy: { _id: admin.id, name: 'Noura Al Shamsi' },
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    },
    message: 'Invite sent',
  });
  expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(72 * 3600_000);

  const outbox = await t.db.query<{ to_address: string; status: string; sealed: boolean; text_body: string; html_body: string | null }>(
    'SELECT to_address, status, sealed, text_body, html_body FROM outbox_emails',
  );
  expect(outbox.rows).toEqual([{ to_address: 'sara.patel@shopdesk.test', status: 'pending', sealed: true, text_body: expect.any(String), html_body: expect.any(String) }]);
  const [mail] = await deliverEmails(t.db);
  const { link, token } = linkIn(mail, '/auth/register/');
  expect(link).toBe(`http://shopdesk.test/auth/register/${token}`);
  // While it waits to be sent (hours, if SMTP is down) the link is stored sealed.
  expect(JSON.stringify(outbox.rows)).not.toContain(token);
  expect(JSON.stringify(outbox.rows)).not.toContain('/auth/register/');
  expect(mail.text).toContain('expires in 72 hours');

  const stored = await t.db.query<{ id: string; invited_by: string }>('SELECT id, invited_by FROM employee_invites WHERE token_hash = $1', [
    tokenHash(token),
  ]);
  expect(stored.rows).toEqual([{ id: data._id, invited_by: admin.id }]);
  const audit = await t.db.query('SELECT action, actor_id, after FROM audit_log WHERE entity_id = $1', [data._id]);
  expect(audit.rows).toEqual([{ action: 'invite.create', actor_id: admin.id, after: { email: 'sara.patel@shopdesk.test', level: 'agent' } }]);
});

it('answers 409 at the email field when an employee already has the e-mail, and writes nothing', async () => {
  const existing = await t.createEmployee({ email: 'taken@shopdesk.test' });
  const res = await invite({ email: existing.email.toUpperCase() });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    statusCode: 409,
    error: 'Conflict',
    message: 'An employee with this e-mail already exists',
    details: [{ path: 'email', message: 'An employee with this e-mail already exists' }],
  });
  const rows = await t.db.query("SELECT 1 FROM employee_invites WHERE email = 'taken@shopdesk.test'");
  expect(rows.rows).toHaveLength(0);
  expect(await deliverEmails(t.db)).toHaveLength(0);
});

it('answers 409 at the email field when the e-mail already has an open invite, and sends nothing more', async () => {
  await invite({ email: 'again@shopdesk.test' });
  const [first] = await deliverEmails(t.db);
  const res = await invite({ email: 'Again@Shopdesk.test' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    statusCode: 409,
    error: 'Conflict',
    message: 'This e-mail already has an open invite: resend or revoke that invite instead',
    details: [{ path: 'email', message: 'This e-mail already has an open invite: resend or revoke that invite instead' }],
  });
  expect(await deliverEmails(t.db)).toHaveLength(0);
  const { token } = linkIn(first, '/auth/register/');
  expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).statusCode).toBe(200);
});

it.each([
  ['expired', "UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE email = $1"],
  ['revoked', 'UPDATE employee_invites SET revoked_at = now() WHERE email = $1'],
])('invites an e-mail again once its invite is %s', async (state, closeInvite) => {
  const email = `${state}.again@shopdesk.test`;
  await invite({ email });
  await t.db.query(closeInvite, [email]);
  const res = await invite({ email });
  expect(res.statusCode).toBe(201);
  const { rows } = await t.db.query('SELECT 1 FROM employee_invites WHERE email = $1', [email]);
  expect(rows).toHaveLength(2);
});

it.each([
  ['a missing e-mail', {}, 'email'],
  ['a malformed e-mail', { email: 'not an e-mail' }, 'email'],
  ['an e-mail that is a number', { email: 12 }, 'email'],
  ['an unknown field', { email: 'a@shopdesk.test', name: 'A' }, 'name'],
])('refuses %s with a 400', async (_, body, path) => {
  const res = await invite(body);
  expect(res.statusCode).toBe(400);
  expect(res.json().details[0].path).toBe(path);
});
