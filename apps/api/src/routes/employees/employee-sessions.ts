import type { AccountSession } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import type { SessionLimits } from '../../live/live-sessions';
import { findEmployee } from '../../repositories/employees';
import { endPendingSignIns } from '../../repositories/second-factor';
import { revokeAllSessions, revokeAnySession } from '../../repositories/sessions';
import { listMySessions } from '../account/sessions';

/** An employee's live sessions, as an owner sees them from that employee's view; 404 for an unknown employee. */
export async function employeeSessions(
  db: Database,
  employeeId: string,
  ownerSessionId: string,
  limits: SessionLimits,
): Promise<Static<typeof AccountSession>[]> {
  if (!(await findEmployee(db, employeeId))) throw notFound('Employee');
  return listMySessions(db, employeeId, ownerSessionId, limits);
}

/** Ends one session of any employee, audited with whose it was; 404 when it has ended or is unknown. */
export async function endEmployeeSession(db: Database, actor: Actor, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const employeeId = await revokeAnySession(tx, sessionId);
    if (!employeeId) throw notFound('Session');
    await recordAudit(tx, actor, { action: 'session.end', entity: 'session', entityId: sessionId, after: { employee: employeeId } });
  });
}

/** Ends every session of an employee (and their sign-ins waiting for a code), audited; answers how many. */
export async function endAllEmployeeSessions(db: Database, actor: Actor, employeeId: string): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await findEmployee(tx, employeeId))) throw notFound('Employee');
    const ended = await revokeAllSessions(tx, employeeId);
    await endPendingSignIns(tx, employeeId);
    await recordAudit(tx, actor, { action: 'session.end_all', entity: 'employee', entityId: employeeId, after: { ended } });
    return ended;
  });
}
