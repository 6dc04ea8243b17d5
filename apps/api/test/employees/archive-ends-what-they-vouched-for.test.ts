import { api } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findInvite } from '../../src/repositories/invites';
import { auditRows } from '../helpers/fixtures';
import { inviteIdOf, inviteToken, resetToken } from '../helpers/flows';
import { onPostgresOnly, whileLocked } from '../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

// An archived employee's word opens nothing any more: not the invites they sent (someone would get
// a full account on the say-so of an employee no longer trusted), not a reset link of theirs.
const t = setupTestApp();
const admin = setupEmployee(t, { name: 'Admin' });

const archive = (id: string, isActive = false) => t.call(admin, api.employees.archiveEmployee, { params: { id }, body: { isActive } });
const register = (token: string) =>
  t.call(null, api.auth.register, { body: { token, name: 'Invited Colleague', password: 'a long enough secret', password2: 'a long enough secret' } });
const emailOf = () => `invited-${randomUUID()}@shopdesk.test`;

it("archiving an employee revokes the invites they sent, each audited, and their links then open nothing", async () => {
  const inviter = await t.createEmployee({ name: 'Leaving Soon' });
  const [first, second] = [emailOf(), emailOf()];
  const tokens = [await inviteToken(t, inviter, first), await inviteToken(t, inviter, second)];
  const otherEmail = emailOf();
  const othersToken = await inviteToken(t, admin, otherEmail);

  expect((await archive(inviter.id)).statusCode).toBe(200);

  for (const token of tokens) {
    expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).statusCode).toBe(404);
    expect((await register(token)).statusCode).toBe(404);
  }
  const { rows: accounts } = await t.db.query('SELECT 1 FROM employees WHERE email = ANY($1)', [[first, second]]);
  expect(accounts).toEqual([]);
  for (const email of [first, second]) {
    const id = await inviteIdOf(t, email);
    expect((await findInvite(t.db, id))?.status).toBe('revoked');
    expect((await auditRows(t.db, id)).map((a) => [a.action, a.after])).toEqual([
      ['invite.create', expect.anything()],
      ['invite.revoke', { status: 'revoked', reason: 'inviter archived' }],
    ]);
  }
  const archived = (await auditRows(t.db, inviter.id)).find((a) => a.action === 'employee.archive');
  expect(archived?.after).toEqual({ isActive: false, sessionsRevoked: 1, invitesRevoked: 2 });
  // Another employee's invite is untouched.
  expect((await register(othersToken)).statusCode).toBe(201);
});

it('refuses a registration by an invite whose inviter is no longer active, however the invite stayed open', async () => {
  const inviter = await t.createEmployee();
  const email = emailOf();
  const token = await inviteToken(t, inviter, email);
  // As if the invite had been written by a request of the inviter's that was already past its
  // session check when the archive committed: the archive did not see it to revoke it.
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [inviter.id]);

  expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).statusCode).toBe(404);
  expect((await register(token)).statusCode).toBe(404);
  const { rows } = await t.db.query('SELECT used_at FROM employee_invites WHERE email = $1', [email]);
  expect(rows).toEqual([{ used_at: null }]);
});

it('a password-reset link issued before an archive is dead after it, and stays dead once the employee is restored', async () => {
  const employee = await t.createEmployee();
  const token = await resetToken(t, employee.email);

  await archive(employee.id);
  expect((await t.call(null, api.auth.checkResetToken, { params: { token } })).statusCode).toBe(404);
  await archive(employee.id, true);

  expect((await t.call(null, api.auth.checkResetToken, { params: { token } })).statusCode).toBe(404);
  const reset = await t.call(null, api.auth.resetPassword, { body: { token, newPassword: 'someone else chose this' } });
  expect(reset.statusCode).toBe(400);
  const login = await t.call(null, api.auth.login, { body: { email: employee.email, password: employee.password } });
  expect(login.statusCode).toBe(200);
});

it('the migration does the same for employees archived before archiving did it', async () => {
  const inviter = await t.createEmployee();
  const email = emailOf();
  const token = await inviteToken(t, inviter, email);
  const reset = await resetToken(t, inviter.email);
  // Archived the old way: the row alone.
  await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [inviter.id]);

  await t.db.exec(readFileSync(join(__dirname, '../../src/db/migrations/010_archived_employees_vouch_for_nobody.sql'), 'utf8'));

  expect((await findInvite(t.db, await inviteIdOf(t, email)))?.status).toBe('revoked');
  await t.db.query('UPDATE employees SET is_active = true WHERE id = $1', [inviter.id]);
  expect((await register(token)).statusCode).toBe(404);
  expect((await t.call(null, api.auth.checkResetToken, { params: { token: reset } })).statusCode).toBe(404);
});

onPostgresOnly('an archive racing the registration by one of their invites', () => {
  it('lets exactly one through: the account on an invite still open, or the revoke', async () => {
    for (let round = 0; round < 4; round += 1) {
      const inviter = await t.createEmployee();
      const email = emailOf();
      const token = await inviteToken(t, inviter, email);
      const inviteId = await inviteIdOf(t, email);
      const racers = await whileLocked(
        t,
        (tx) => tx.query('SELECT 1 FROM employee_invites WHERE id = $1 FOR UPDATE', [inviteId]),
        async (waitingBehind) => {
          const both = Promise.all([register(token), archive(inviter.id)]);
          // At least two: the archive holds the lock every archive takes (one for the whole server),
          // so another test file's archive may queue behind it too.
          await waitUntil(async () => (await waitingBehind()) >= 2, 'the registration and the archive to wait for the invite');
          return { both };
        },
      );
      const [registered, archived] = await racers.both;
      expect(archived.statusCode).toBe(200);
      const status = (await findInvite(t.db, inviteId))?.status;
      const { rows: accounts } = await t.db.query('SELECT 1 FROM employees WHERE email = $1', [email]);
      if (registered.statusCode === 201) {
        expect([status, accounts.length]).toEqual(['accepted', 1]);
      } else {
        expect([registered.statusCode, status, accounts.length]).toEqual([404, 'revoked', 0]);
      }
    }
  });
});
