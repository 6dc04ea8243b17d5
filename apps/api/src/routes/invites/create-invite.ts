import type { EmployeeInvite } from '@shopdesk/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { emailTaken } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { enqueueEmail } from '../../mail/outbox';
import { inviteEmail } from '../../mail/templates';
import { INVITE_COLUMNS, toInvite, type InviteRow } from './invite-row';

export const INVITE_VALID_HOURS = 72;

/**
 * Writes the invite and its e-mail in one transaction. Inviting a still-pending address again is
 * allowed (the first e-mail may be lost) and sends a new token; the older one stays valid until
 * it expires or one of them is used.
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
    const taken = await tx.query('SELECT 1 FROM employees WHERE email = $1', [email]);
    if (taken.rows[0]) throw emailTaken();
    const { rows } = await tx.query<InviteRow>(
      `INSERT INTO employee_invites (email, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       RETURNING ${INVITE_COLUMNS}`,
      [email, tokenHash(token), inviter.id, INVITE_VALID_HOURS],
    );
    const invite = rows[0];
    await enqueueEmail(tx, inviteEmail(email, inviter.name, `${config.publicUrl}/auth/register/${token}`, INVITE_VALID_HOURS));
    await recordAudit(tx, { actorId: inviter.id, action: 'invite.create', entity: 'invite', entityId: invite.id, after: { email }, ip: inviter.ip });
    return toInvite(invite);
  });
}
