import type { EmployeeSecurity } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { enqueueEmail } from '../../mail/outbox';
import { secondFactorChangedEmail } from '../../mail/templates';
import { findEmployee } from '../../repositories/employees';
import { countPasskeys } from '../../repositories/passkeys';
import { countRecoveryCodesLeft, endPendingSignIns, findTotp, removeEverySecondFactor } from '../../repositories/second-factor';
import { dutyAfterSecondFactorRemoved } from '../../security/two-factor-policy';

/** An employee's second factor as an owner sees it from their view; 404 for an unknown employee. */
export async function employeeSecurity(db: Queryable, employeeId: string): Promise<Static<typeof EmployeeSecurity>> {
  if (!(await findEmployee(db, employeeId))) throw notFound('Employee');
  const totp = Boolean((await findTotp(db, employeeId))?.confirmed_at);
  return { totp, passkeys: await countPasskeys(db, employeeId), recoveryCodesLeft: totp ? await countRecoveryCodesLeft(db, employeeId) : 0 };
}

/**
 * An owner removes an employee's second factor (they lost their phone): their sign-ins waiting for
 * a code end, the policy holds their sessions to setting up a new one once their grace period has
 * passed, they are e-mailed, and it is audited. The route asked the owner for a fresh proof.
 */
export async function resetEmployeeSecondFactor(app: FastifyInstance, actor: Actor, employeeId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const employee = await findEmployee(tx, employeeId, true);
    if (!employee) throw notFound('Employee');
    if (!(await removeEverySecondFactor(tx, employeeId))) throw conflict(`${employee.name} has no second factor to reset`);
    await endPendingSignIns(tx, employeeId);
    await dutyAfterSecondFactorRemoved(tx, employee);
    await enqueueEmail(tx, app.cipher, secondFactorChangedEmail(employee.email, 'reset', new Date(), `${app.config.publicUrl}/auth/forgotPassword`));
    await recordAudit(tx, actor, { action: 'employee.second_factor_reset', entity: 'employee', entityId: employeeId });
  });
}
