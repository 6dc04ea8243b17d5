import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { normalRecoveryCode, recoveryCodeHash } from '../../lib/recovery-codes';
import { isTotpCode, totpStep } from '../../lib/totp';
import { findTotp, spendRecoveryCode, takeTotpStep } from '../../repositories/second-factor';

/** How a code passed: an app's code, or a recovery code. */
export type CodeKind = 'totp' | 'recovery code';

/**
 * Whether `code` passes for the employee, and how: an app's code (its time step taken, so it works
 * once) or a recovery code (used up). In the caller's transaction, so a use rolls back with it.
 */
export async function passCode(app: FastifyInstance, tx: Queryable, employeeId: string, code: string): Promise<CodeKind | null> {
  if (isTotpCode(code)) {
    const totp = await findTotp(tx, employeeId);
    if (!totp?.confirmed_at) return null;
    const step = totpStep(app.cipher.decrypt(totp.secret_enc, employeeId), code, Date.now());
    return step !== null && (await takeTotpStep(tx, employeeId, step)) ? 'totp' : null;
  }
  if (normalRecoveryCode(code).length !== 10) return null;
  return (await spendRecoveryCode(tx, employeeId, recoveryCodeHash(code))) ? 'recovery code' : null;
}
