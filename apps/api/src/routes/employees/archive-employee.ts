import type { Employee } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound, unauthorized } from '../../errors';
import { findEmployee, lockActiveEmployees, updateEmployeeActive } from '../../repositories/employees';
import { revokeAllSessions } from '../../repositories/sessions';
import { recordAudit, type Actor } from '../../lib/audit';
import { toEmployee } from './employee-row';

/**
 * Archives (ending every session of that employee) or restores an employee.
 *
 * Changes to who is active take turns, and the actor must still be active once its turn comes: two
 * employees archiving each other at once would otherwise both succeed (leaving nobody to sign in)
 * or deadlock. That check is also what keeps the last active employee: the actor is active and is
 * not the one archived, so at least the actor stays active.
 */
export async function setEmployeeActive(db: Database, id: string, isActive: boolean, actor: Actor): Promise<Employee> {
  if (id === actor.id && !isActive) throw conflict('You cannot archive yourself');
  return db.transaction(async (tx) => {
    await lockActiveEmployees(tx);
    const self = await findEmployee(tx, actor.id);
    // Authenticated before another employee archived them: their sessions are gone, so is this change.
    if (!self?.is_active) throw unauthorized('Your account was archived: this change was not made');
    const before = await findEmployee(tx, id, true);
    if (!before) throw notFound('Employee');
    const updated = await updateEmployeeActive(tx, id, isActive);
    const sessionsRevoked = isActive ? 0 : await revokeAllSessions(tx, id);
    await recordAudit(tx, actor, {
      action: `employee.${isActive ? 'unarchive' : 'archive'}`,
      entity: 'employee',
      entityId: id,
      before: { isActive: before.is_active },
      after: { isActive, sessionsRevoked },
    });
    return toEmployee(updated);
  });
}
