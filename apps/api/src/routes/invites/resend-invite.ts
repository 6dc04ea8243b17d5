import type { EmployeeInvite, InviteStatus, Level } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { findInvite, findInviteToken, lockInviteEmail, replaceInviteToken, type InviteRow } from '../../repositories/invites';
import { recordAudit, type Actor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { assertInvitable } from './invitable-email';
import { enqueueInviteEmail, INVITE_VALID_HOURS, type InviteEmailDeps } from './invite-email';
import { toInvite } from './invite-row';

/** Only a pending or an expired invite is sent again. */
function assertResendable(status: InviteStatus): void {
  if (status === 'accepted') throw conflict('This invite was already used: its colleague has an account');
  if (status === 'revoked') throw conflict('This invite was revoked: create a new invite for this e-mail instead');
}

/**
 * Gives an invite a new token and a fresh expiry and e-mails the new link, in one transaction:
 * the row holds one token hash, so the old link stops working at once. The update replaces only
 * the token this request read, so of two resends at the same moment one sends an e-mail and the
 * other (`sent: false`) finds the token already replaced and sends nothing. A new link at the
 * invite's level is a new invite at it: `assertMaySend` refuses a level the sender may not give.
 */
export async function resendInvite(
  db: Database,
  deps: InviteEmailDeps,
  id: string,
  sender: Actor & { name: string },
  assertMaySend: (level: Level) => void,
): Promise<{ invite: EmployeeInvite; sent: boolean }> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const before = await findInviteToken(tx, id);
    if (!before) throw notFound('Invite');
    assertMaySend(before.level);
    assertResendable(before.status);
    await lockInviteEmail(tx, before.email);
    await assertInvitable(tx, before.email, id);
    const replaced = await replaceInviteToken(tx, id, before.token_hash, tokenHash(token), INVITE_VALID_HOURS);
    const row = (await findInvite(tx, id)) as InviteRow;
    if (!replaced) {
      // Used, revoked or sent again by another request since it was read.
      assertResendable(row.status);
      return { invite: toInvite(row), sent: false };
    }
    await enqueueInviteEmail(tx, deps, before, sender.name, token);
    await recordAudit(tx, sender, {
      action: 'invite.resend',
      entity: 'invite',
      entityId: id,
      before: { status: before.status },
      after: { status: row.status, expiresAt: row.expires_at.toISOString() },
    });
    return { invite: toInvite(row), sent: true };
  });
}
