import type { Employee } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { revokeAllSessions } from '../auth/sessions';
import { EMPLOYEE_COLUMNS, findEmployee, toEmployee, type EmployeeRow } from './employee-row';

/** Archives (ending every session of that employee) or restores an employee. */
export async function setEmployeeActive(db: Database, id: string, isActive: boolean, actor: Actor): Promise<Employee> {
  if (id === actor.id && !isActive) throw conflict('You cannot archive yourself');
  return db.transaction(async (tx) => {
    const before = await findEmployee(tx, id, true);
    if (!before) throw notFound('Employee');
    const { rows } = await tx.query<EmployeeRow>(
      `UPDATE employees SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING ${EMPLOYEE_COLUMNS}`,
      [id, isActive],
    );
    const sessionsRevoked = isActive ? 0 : await revokeAllSessions(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `employee.${isActive ? 'unarchive' : 'archive'}`,
      entity: 'employee',
      entityId: id,
      before: { isActive: before.is_active },
      after: { isActive, sessionsRevoked },
      ip: actor.ip,
    });
    return toEmployee(rows[0]);
  });
}
