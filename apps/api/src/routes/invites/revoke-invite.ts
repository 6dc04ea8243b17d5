import type { EmployeeInvite } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findInvite, revokeOpenInvite } from '../../repositories/invites';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { toInvite } from './invite-row';

/**
 * Withdraws a pending or expired invite: its link then answers as an expired one. The used test
 * is part of the UPDATE, so a registration and a revoke at the same moment never both succeed.
 * Revoking a revoked invite changes nothing and answers it as it is.
 */
export async function revokeInvite(db: Database, id: string, actor: Actor): Promise<EmployeeInvite> {
  return db.transaction(async (tx) => {
    const was = await revokeOpenInvite(tx, id);
    const row = await findInvite(tx, id);
    if (!row) throw notFound('Invite');
    if (row.status === 'accepted') throw conflict('This invite was already used: archive the employee instead');
    if (was) {
      await recordAudit(tx, actor, {
        action: 'invite.revoke',
        entity: 'invite',
        entityId: id,
        before: { status: was },
        after: { status: 'revoked' },
      });
    }
    return toInvite(row);
  });
}
