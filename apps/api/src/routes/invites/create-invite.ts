import type { EmployeeInvite } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findInvite, insertInvite, lockInviteEmail, type InviteRow } from '../../repositories/invites';
import { recordAudit, type Actor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { assertInvitable } from './invitable-email';
import { enqueueInviteEmail, INVITE_VALID_HOURS, type InviteEmailDeps } from './invite-email';
import { toInvite } from './invite-row';

/**
 * Writes the invite and its e-mail in one transaction. An e-mail that belongs to an employee or
 * already has an open invite is refused (409 at `email`): a lost e-mail is sent again with
 * resend, so one e-mail never has two working links.
 */
export async function createInvite(
  db: Database,
  deps: InviteEmailDeps,
  rawEmail: string,
  inviter: Actor & { name: string },
): Promise<EmployeeInvite> {
  const email = rawEmail.toLowerCase();
  const token = newToken();
  return db.transaction(async (tx) => {
    await lockInviteEmail(tx, email);
    await assertInvitable(tx, email);
    const id = await insertInvite(tx, { email, tokenHash: tokenHash(token), invitedBy: inviter.id, validHours: INVITE_VALID_HOURS });
    await enqueueInviteEmail(tx, deps, email, inviter.name, token);
    await recordAudit(tx, inviter, { action: 'invite.create', entity: 'invite', entityId: id, after: { email } });
    return toInvite((await findInvite(tx, id)) as InviteRow);
  });
}
