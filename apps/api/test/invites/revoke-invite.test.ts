import { api } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { auditRows } from '../helpers/fixtures';
import { inviteAuditAfter } from '../helpers/expected';
import { inviteIdOf, inviteToken } from '../helpers/flows';
import { deliverEmails } from '../helpers/mailbox';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const admin = setupEmployee(t);

const revoke = (id: string) => t.call(admin, api.employees.revokeInvite, { params: { id }, ip: '198.51.100.8' });

/** What the public link answers for `token`: the register page's look-up and a registration. */
async function linkAnswers(token: string) {
  const lookUp = await t.call(null, api.auth.getEmailFromToken, { params: { token } });
  const register = await t.call(null, api.auth.register, {
    body: { token, name: 'Someone', password: 'a long passphrase', password2: 'a long passphrase' },
  });
  return { lookUp: [lookUp.statusCode, lookUp.json()], register: [register.statusCode, register.json()] };
}

it('makes the link answer exactly as an expired one, and audits the revoke', async () => {
  const revokedToken = await inviteToken(t, admin, 'withdrawn@shopdesk.test');
  const expiredToken = await inviteToken(t, admin, 'too.late@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE email = 'too.late@shopdesk.test'");
  const id = await inviteIdOf(t, 'withdrawn@shopdesk.test');

  const res = await revoke(id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: expect.objectContaining({ _id: id, status: 'revoked' }), message: 'Invite revoked' });

  const answers = await linkAnswers(revokedToken);
  expect(answers.lookUp[0]).toBe(404);
  expect(answers).toEqual(await linkAnswers(expiredToken));
  const { rows } = await t.db.query("SELECT 1 FROM employees WHERE email = 'withdrawn@shopdesk.test'");
  expect(rows).toHaveLength(0);
  expect(await auditRows(t.db, id)).toEqual(inviteAuditAfter({ action: 'invite.revoke', actor_id: admin.id, ip: '198.51.100.8', before: { status: 'pending' }, after: { status: 'revoked' } }));
});

it('revokes an expired invite, so it can no longer be sent again', async () => {
  await inviteToken(t, admin, 'expired.revoke@shopdesk.test');
  const id = await inviteIdOf(t, 'expired.revoke@shopdesk.test');
  await t.db.query("UPDATE employee_invites SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
  expect((await revoke(id)).json().data.status).toBe('revoked');
  expect((await t.call(admin, api.employees.resendInvite, { params: { id } })).statusCode).toBe(409);
  expect(await deliverEmails(t.db)).toHaveLength(0);
});

it('answers a revoked invite as it is when revoked again, without a second audit row', async () => {
  await inviteToken(t, admin, 'twice.revoked@shopdesk.test');
  const id = await inviteIdOf(t, 'twice.revoked@shopdesk.test');
  const first = await revoke(id);
  const second = await revoke(id);
  expect(second.statusCode).toBe(200);
  expect(second.json().data).toEqual(first.json().data);
  expect((await auditRows(t.db, id)).filter((row) => row.action === 'invite.revoke')).toHaveLength(1);
});

it('answers 409 for an accepted invite and leaves it accepted', async () => {
  const token = await inviteToken(t, admin, 'joined.already@shopdesk.test');
  const body = { token, name: 'Joined', password: 'a long passphrase', password2: 'a long passphrase' };
  expect((await t.call(null, api.auth.register, { body })).statusCode).toBe(201);
  const id = await inviteIdOf(t, 'joined.already@shopdesk.test');
  const res = await revoke(id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'This invite was already used: archive the employee instead' });
  const list = await t.call(admin, api.employees.getEmployeeInvites, { query: { search: 'joined.already' } });
  expect(list.json().data.documents[0].status).toBe('accepted');
});

it('answers 404 for an unknown invite', async () => {
  expect((await revoke(randomUUID())).statusCode).toBe(404);
});
