import { api } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { inviteAuditAfter } from '../helpers/expected';
import { inviteIdOf, inviteToken } from '../helpers/flows';
import { auditRows } from '../helpers/fixtures';
import { deliverEmails, linkIn } from '../helpers/mailbox';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { raceTitle } from '../helpers/postgres-only';

const t = setupTestApp();
const admin = setupEmployee(t, { name: 'Noura Al Shamsi' });

const resend = (id: string) => t.call(admin, api.employees.resendInvite, { params: { id }, ip: '198.51.100.9' });
const emailOf = (token: string) => t.call(null, api.auth.getEmailFromToken, { params: { token } });

/** Invites `email` and answers the invite's id and the token of the first e-mail. */
async function invited(email: string) {
  const token = await inviteToken(t, admin, email);
  return { id: await inviteIdOf(t, email), token };
}

it('e-mails a new link with a fresh expiry; the old link stops working at once', async () => {
  const { id, token: oldToken } = await invited('resend.me@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() + interval '1 hour' WHERE id = $1", [id]);

  const res = await resend(id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: expect.objectContaining({ _id: id, status: 'pending' }), message: 'Invite sent again' });
  const hoursLeft = (Date.parse(res.json().data.expiresAt) - Date.now()) / 3600_000;
  expect(hoursLeft).toBeGreaterThan(71.9);

  const mails = await deliverEmails(t.db);
  expect(mails.map((m) => m.to)).toEqual(['resend.me@shopdesk.test']);
  const { token: newToken } = linkIn(mails[0], '/auth/register/');
  expect(newToken).not.toBe(oldToken);
  expect((await emailOf(oldToken)).statusCode).toBe(404);
  expect((await emailOf(newToken)).json()).toEqual({ data: { email: 'resend.me@shopdesk.test', level: 'agent' } });

  expect(await auditRows(t.db, id)).toEqual(inviteAuditAfter({ action: 'invite.resend', actor_id: admin.id, ip: '198.51.100.9', before: { status: 'pending' }, after: { status: 'pending', expiresAt: res.json().data.expiresAt } }));
});

it('sends an expired invite again, and the new link registers', async () => {
  const { id } = await invited('was.late@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
  expect((await resend(id)).json().data.status).toBe('pending');
  const { token } = linkIn((await deliverEmails(t.db))[0], '/auth/register/');
  const body = { token, name: 'Late Comer', password: 'a long passphrase', password2: 'a long passphrase' };
  expect((await t.call(null, api.auth.register, { body })).statusCode).toBe(201);
});

it.each([
  ['accepted', 'used_at', 'This invite was already used: its colleague has an account'],
  ['revoked', 'revoked_at', 'This invite was revoked: create a new invite for this e-mail instead'],
])('answers 409 for an %s invite and sends nothing', async (state, column, message) => {
  const { id } = await invited(`${state}.resend@shopdesk.test`);
  await t.db.query(`UPDATE employee_invites SET ${column} = now() WHERE id = $1`, [id]);
  const res = await resend(id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message });
  expect(await deliverEmails(t.db)).toHaveLength(0);
  const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'invite.resend' AND entity_id = $1", [id]);
  expect(rows[0].n).toBe(0);
});

it('answers 409 at the email field when the e-mail has since become an employee', async () => {
  const { id } = await invited('joined.elsewhere@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
  await t.createEmployee({ email: 'joined.elsewhere@shopdesk.test' });
  const res = await resend(id);
  expect(res.statusCode).toBe(409);
  expect(res.json().details).toEqual([{ path: 'email', message: 'An employee with this e-mail already exists' }]);
});

it('answers 409 for an expired invite whose e-mail has a newer open invite', async () => {
  const { id } = await invited('newer.invite@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
  await inviteToken(t, admin, 'newer.invite@shopdesk.test');
  const res = await resend(id);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('This e-mail already has an open invite: resend or revoke that invite instead');
});

it('answers 404 for an unknown invite', async () => {
  expect((await resend(randomUUID())).statusCode).toBe(404);
});

it(raceTitle('leaves exactly one working link after two resends at the same moment'), async () => {
  const { id, token: first } = await invited('double.click@shopdesk.test');
  const answers = await Promise.all([resend(id), resend(id)]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  const tokens = [first, ...(await deliverEmails(t.db)).map((m) => linkIn(m, '/auth/register/').token)];
  const working = [];
  for (const token of tokens) if ((await emailOf(token)).statusCode === 200) working.push(token);
  expect(working).toHaveLength(1);
});

it('limits resends of one invite to 5 an hour (429 with Retry-After), other invites unaffected', async () => {
  const { id } = await invited('flooded@shopdesk.test');
  for (let i = 0; i < 5; i++) expect((await resend(id)).statusCode).toBe(200);
  const limited = await resend(id);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(await deliverEmails(t.db)).toHaveLength(5);
  const other = await invited('not.flooded@shopdesk.test');
  expect((await resend(other.id)).statusCode).toBe(200);
});
