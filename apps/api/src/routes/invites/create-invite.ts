import type { EmployeeInvite } from '@shopdesk/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { recordAudit, type Actor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { assertInvitable, lockInviteEmail } from './invitable-email';
import { enqueueInviteEmail, INVITE_VALID_HOURS } from './invite-email';
import { findInvite, toInvite, type InviteRow } from './invite-row';

/**
 * Writes the invite and its e-mail in one transaction. An e-mail that belongs to an employee or
 * already has an open invite is refused (409 at `email`): a lost e-mail is sent again with
 * resend, so one e-mail never has two working links.
 */
export async function createInvite(
  db: Database,
  config: Config,
  rawEmail: string,
  inviter: Actor & { name: string },
): Promise<EmployeeInvite> {
  const email = rawEmail.toLowerCase();
  const token = newToken();
  return db.transaction(async (tx) => {
    await lockInviteEmail(tx, email);
    await assertInvitable(tx, email);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO employee_invites (email, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       RETURNING id`,
      [email, tokenHash(token), inviter.id, INVITE_VALID_HOURS],
    );
    const { id } = rows[0];
    await enqueueInviteEmail(tx, config, email, inviter.name, token);
    await recordAudit(tx, { actorId: inviter.id, action: 'invite.create', entity: 'invite', entityId: id, after: { email }, ip: inviter.ip });
    return toInvite((await findInvite(tx, id)) as InviteRow);
  });
}
