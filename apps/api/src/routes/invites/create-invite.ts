import type { EmployeeInvite, Level } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findInvite, insertInvite, lockInviteEmail, type InviteRow } from '../../repositories/invites';
import { recordAudit, type Actor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { assertInvitable } from './invitable-email';
import { enqueueInviteEmail, INVITE_VALID_HOURS, type InviteEmailDeps } from './invite-email';
import { toInvite } from './invite-row';

/**
 * Writes the invite and its e-mail in one transaction (whether the inviter may give the level is
 * the caller's check: assertMayInviteAs). An e-mail that belongs to an employee or
 * already has an open invite is refused (409 at `email`): a lost e-mail is sent again with
 * resend, so one e-mail never has two working links.
 */
export async function createInvite(
  db: Database,
  deps: InviteEmailDeps,
  invitee: { email: string; level: Level },
  inviter: Actor & { name: string },
): Promise<EmployeeInvite> {
  const email = invitee.email.toLowerCase();
  const token = newToken();
  return db.transaction(async (tx) => {
    await lockInviteEmail(tx, email);
    await assertInvitable(tx, email);
    const id = await insertInvite(tx, { email, level: invitee.level, tokenHash: tokenHash(token), invitedBy: inviter.id, validHours: INVITE_VALID_HOURS });
    await enqueueInviteEmail(tx, deps, { email, level: invitee.level }, inviter.name, token);
    await recordAudit(tx, inviter, { action: 'invite.create', entity: 'invite', entityId: id, after: { email, level: invitee.level } });
    return toInvite((await findInvite(tx, id)) as InviteRow);
  });
}
