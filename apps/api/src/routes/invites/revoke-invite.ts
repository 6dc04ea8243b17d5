import type { EmployeeInvite, Level } from '@shopdesk/contracts';
import type { Database, Queryable } from '../../db/database';
import { findInvite, revokeInvitesSentBy, revokeOpenInvite } from '../../repositories/invites';
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
    if (was) await auditRevoke(tx, actor, { id, was });
    return toInvite(row);
  });
}

/**
 * Revokes the open invites `inviterId` can no longer vouch for (all of them once archived, those
 * above what a new level may give), each with an audit row naming why. Answers how many.
 */
export async function revokeInvitesOfInviter(
  tx: Queryable,
  actor: Actor,
  inviterId: string,
  reason: 'inviter archived' | 'inviter level changed',
  keepLevels: readonly Level[] = [],
): Promise<number> {
  const revoked = await revokeInvitesSentBy(tx, inviterId, keepLevels);
  for (const invite of revoked) await auditRevoke(tx, actor, invite, reason);
  return revoked.length;
}

function auditRevoke(tx: Queryable, actor: Actor, invite: { id: string; was: string }, reason?: string): Promise<void> {
  return recordAudit(tx, actor, {
    action: 'invite.revoke',
    entity: 'invite',
    entityId: invite.id,
    before: { status: invite.was },
    after: reason ? { status: 'revoked', reason } : { status: 'revoked' },
  });
}
