import type { EmployeeInvite, InviteStatus } from '@shopdesk/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { assertInvitable, lockInviteEmail } from './invitable-email';
import { enqueueInviteEmail, INVITE_VALID_HOURS } from './invite-email';
import { findInvite, INVITE_STATUS, toInvite, type InviteRow } from './invite-row';

/** Only a pending or an expired invite is sent again. */
function assertResendable(status: InviteStatus): void {
  if (status === 'accepted') throw conflict('This invite was already used: its colleague has an account');
  if (status === 'revoked') throw conflict('This invite was revoked: create a new invite for this e-mail instead');
}

/**
 * Gives an invite a new token and a fresh expiry and e-mails the new link, in one transaction:
 * the row holds one token hash, so the old link stops working at once. The update replaces only
 * the token this request read, so of two resends at the same moment one sends an e-mail and the
 * other (`sent: false`) finds the token already replaced and sends nothing.
 */
export async function resendInvite(
  db: Database,
  config: Config,
  id: string,
  sender: Actor & { name: string },
): Promise<{ invite: EmployeeInvite; sent: boolean }> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const seen = await tx.query<{ email: string; token_hash: Buffer; status: InviteStatus }>(
      `SELECT i.email, i.token_hash, ${INVITE_STATUS} AS status FROM employee_invites i WHERE i.id = $1`,
      [id],
    );
    const before = seen.rows[0];
    if (!before) throw notFound('Invite');
    assertResendable(before.status);
    await lockInviteEmail(tx, before.email);
    await assertInvitable(tx, before.email, id);
    const updated = await tx.query(
      `UPDATE employee_invites SET token_hash = $2, expires_at = now() + make_interval(hours => $4), updated_at = now()
        WHERE id = $1 AND token_hash = $3 AND used_at IS NULL AND revoked_at IS NULL
        RETURNING id`,
      [id, tokenHash(token), before.token_hash, INVITE_VALID_HOURS],
    );
    const row = (await findInvite(tx, id)) as InviteRow;
    if (!updated.rows[0]) {
      // Used, revoked or sent again by another request since it was read.
      assertResendable(row.status);
      return { invite: toInvite(row), sent: false };
    }
    await enqueueInviteEmail(tx, config, before.email, sender.name, token);
    await recordAudit(tx, {
      actorId: sender.id,
      action: 'invite.resend',
      entity: 'invite',
      entityId: id,
      before: { status: before.status },
      after: { status: row.status, expiresAt: row.expires_at.toISOString() },
      ip: sender.ip,
    });
    return { invite: toInvite(row), sent: true };
  });
}
