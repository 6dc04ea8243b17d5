import type { Employee } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { findEmployee, updateEmployeeActive } from '../../repositories/employees';
import { useUpResets } from '../../repositories/password-resets';
import { endPendingSignIns } from '../../repositories/second-factor';
import { revokeAllSessions } from '../../repositories/sessions';
import { recordAudit, type Actor } from '../../lib/audit';
import { revokeInvitesOfInviter } from '../invites/revoke-invite';
import { toEmployee } from './employee-row';
import { takeOwnersTurn } from './owners-turn';

/**
 * Archives or restores an employee. Archiving ends everything the employee's word still opens:
 * their sessions, their unused password-reset links, and the invites they sent (each revoked with
 * an audit row of its own), so nobody gets in on the say-so of someone no longer trusted.
 *
 * Changes to who is active take turns, and the actor must still be an active owner once its turn
 * comes: two owners archiving each other at once would otherwise both succeed (leaving nobody to
 * sign in) or deadlock. That check is also what keeps the last active owner: the actor is one and
 * is not the one archived, so at least the actor stays.
 */
export async function setEmployeeActive(db: Database, id: string, isActive: boolean, actor: Actor): Promise<Employee> {
  if (id === actor.id && !isActive) throw conflict('You cannot archive yourself');
  return db.transaction(async (tx) => {
    await takeOwnersTurn(tx, actor.id);
    const before = await findEmployee(tx, id, true);
    if (!before) throw notFound('Employee');
    const updated = await updateEmployeeActive(tx, id, isActive);
    if (isActive) {
      await recordAudit(tx, actor, auditOf('unarchive', id, before.is_active, { isActive, sessionsRevoked: 0 }));
      return toEmployee(updated);
    }
    const sessionsRevoked = await revokeAllSessions(tx, id);
    await endPendingSignIns(tx, id);
    await useUpResets(tx, id);
    const invitesRevoked = await revokeInvitesOfInviter(tx, actor, id, 'inviter archived');
    await recordAudit(tx, actor, auditOf('archive', id, before.is_active, { isActive, sessionsRevoked, invitesRevoked }));
    return toEmployee(updated);
  });
}

const auditOf = (change: 'archive' | 'unarchive', id: string, wasActive: boolean, after: Record<string, unknown>) => ({
  action: `employee.${change}` as const,
  entity: 'employee' as const,
  entityId: id,
  before: { isActive: wasActive },
  after,
});
