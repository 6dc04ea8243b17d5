import type { EmployeeInvite, InviteStatus } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { findInvite, toInvite } from './invite-row';

/**
 * Withdraws a pending or expired invite: its link then answers as an expired one. The used test
 * is part of the UPDATE, so a registration and a revoke at the same moment never both succeed.
 * Revoking a revoked invite changes nothing and answers it as it is.
 */
export async function revokeInvite(db: Database, id: string, actor: Actor): Promise<EmployeeInvite> {
  return db.transaction(async (tx) => {
    const revoked = await tx.query<{ was: InviteStatus }>(
      `UPDATE employee_invites SET revoked_at = now(), updated_at = now()
        WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL
        RETURNING CASE WHEN expires_at <= now() THEN 'expired' ELSE 'pending' END AS was`,
      [id],
    );
    const row = await findInvite(tx, id);
    if (!row) throw notFound('Invite');
    if (row.status === 'accepted') throw conflict('This invite was already used: archive the employee instead');
    const was = revoked.rows[0]?.was;
    if (was) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'invite.revoke',
        entity: 'invite',
        entityId: id,
        before: { status: was },
        after: { status: 'revoked' },
        ip: actor.ip,
      });
    }
    return toInvite(row);
  });
}
