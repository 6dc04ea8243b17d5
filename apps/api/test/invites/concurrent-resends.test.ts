import { api } from '@shopdesk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { lockInviteEmail } from '../../src/repositories/invites';
import { inviteIdOf, inviteToken } from '../helpers/flows';
import { deliverEmails, linkIn } from '../helpers/mailbox';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp } from '../helpers/test-app';

onPostgresOnly('two resends of one invite at the same moment', () => {
  const t = setupTestApp();

  /** How many requests wait for the invite lock of `email` (the lock's keys as pg_locks shows them). */
  const waitingOn = async (email: string) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND classid::bigint = 7302 AND objsubid = 2
            AND objid::bigint = (hashtext($1)::bigint & 4294967295)`,
        [email],
      )
    ).rows[0].n;

  it('sends one e-mail, and only its link works', async () => {
    const admin = await t.createEmployee();
    const email = 'raced.resend@shopdesk.test';
    const oldToken = await inviteToken(t, admin, email);
    const id = await inviteIdOf(t, email);
    const resend = () => t.call(admin, api.employees.resendInvite, { params: { id } });

    // Both resends read the invite, then queue on its lock; released together, they truly race.
    let answers: Promise<LightMyRequestResponse[]> = Promise.resolve([]);
    await t.db.transaction(async (tx) => {
      await lockInviteEmail(tx, email);
      answers = Promise.all([resend(), resend()]);
      while ((await waitingOn(email)) < 2) await new Promise((r) => setTimeout(r, 20));
    });
    const done = await answers;

    expect(done.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(done.map((a) => a.json().message).sort()).toEqual(['Invite sent again', 'The invite was just sent again']);
    const mails = await deliverEmails(t.db);
    expect(mails).toHaveLength(1);
    const { token } = linkIn(mails[0], '/auth/register/');
    expect((await t.call(null, api.auth.getEmailFromToken, { params: { token } })).statusCode).toBe(200);
    expect((await t.call(null, api.auth.getEmailFromToken, { params: { token: oldToken } })).statusCode).toBe(404);
  });
});
