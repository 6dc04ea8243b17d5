import { api } from '@shopdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors';
import { recordAudit, requestActor } from '../../lib/audit';
import { newToken, tokenHash } from '../../lib/tokens';
import { isTotpCode, newTotpSecret, totpStep } from '../../lib/totp';
import { findActiveIdentity } from '../../repositories/employees';
import { countPasskeys } from '../../repositories/passkeys';
import {
  countWrongCode, findPendingSignIn, findTotp, insertPendingSignIn, usePendingSignIn, type PendingSignInRow,
} from '../../repositories/second-factor';
import type { SessionDevice } from '../../repositories/sessions';
import { defineRoute } from '../define-route';
import { passCode } from './pass-code';
import { limitSecondFactorCodes } from './rate-limits';
import { finishSignIn, NO_STORE, openSession } from './sessions';

/** How long the code step waits after a right password. */
export const PENDING_SIGN_IN_MINUTES = 5;
/** Wrong codes one pending sign-in takes before it is used up (the employee signs in again). */
export const PENDING_SIGN_IN_WRONG_CODES = 5;

const codeRefused = () => new HttpError(401, 'Unauthorized', 'The code is wrong or the sign-in has expired: check the code, or sign in again');

type SecondStepMethod = 'totp' | 'recoveryCode' | 'passkey';

/** The pending sign-in after a right password: its token, for the browser's second step only, and the ways the employee has to pass it. */
export async function startSecondStep(db: Database, employeeId: string, device: SessionDevice) {
  const token = newToken();
  await insertPendingSignIn(db, employeeId, tokenHash(token), device, PENDING_SIGN_IN_MINUTES);
  const app = Boolean((await findTotp(db, employeeId))?.confirmed_at);
  const passkeys = await countPasskeys(db, employeeId);
  const methods: SecondStepMethod[] = [...(app ? (['totp', 'recoveryCode'] as const) : []), ...(passkeys > 0 ? (['passkey'] as const) : [])];
  return { secondFactor: { pendingToken: token, methods } };
}

/** A secret no employee has: a missing pending sign-in costs the same check as a real one. */
const DUMMY_SECRET = newTotpSecret();

/**
 * A failed second step (a wrong code, a refused passkey): counted against its pending sign-in (used
 * up after a few) and audited with why and whether the sign-in ended.
 */
export async function countFailedSecondStep(
  app: FastifyInstance,
  request: FastifyRequest,
  pending: PendingSignInRow,
  reason: 'wrong code' | 'passkey refused',
): Promise<void> {
  const live = await countWrongCode(app.db, pending.id, PENDING_SIGN_IN_WRONG_CODES);
  await recordAudit(app.db, requestActor(request, null), {
    action: 'auth.login_failed',
    entity: 'employee',
    entityId: pending.employee_id,
    after: { reason, signInEnded: !live },
  });
}

/** The second step of a sign-in: the pending sign-in's token and a code, then the session. */
export function secondFactorRoutes(app: FastifyInstance): void {
  defineRoute(app, api.auth.loginWithCode, async ({ body, raw, reply }) => {
    await limitSecondFactorCodes(app, raw.ip);
    const pending = await findPendingSignIn(app.db, tokenHash(body.pendingToken));
    if (!pending) {
      // Same work as a wrong code, so the answer's timing does not tell a dead token from a wrong code.
      totpStep(DUMMY_SECRET, isTotpCode(body.code) ? body.code : '000000', Date.now());
      throw codeRefused();
    }
    const session = await app.db.transaction(async (tx) => {
      const passed = await passCode(app, tx, pending.employee_id, body.code);
      if (!passed) return null;
      const employee = await findActiveIdentity(tx, pending.employee_id);
      // Used by a request with the same token meanwhile, or archived: the code's use is rolled back too.
      if (!employee || !(await usePendingSignIn(tx, pending.id))) throw codeRefused();
      const opened = await openSession(tx, employee, { ip: pending.ip, userAgent: pending.user_agent });
      return finishSignIn(tx, app, raw, opened, employee.id, passed);
    });
    if (!session) {
      await countFailedSecondStep(app, raw, pending, 'wrong code');
      throw codeRefused();
    }
    reply.header('cache-control', NO_STORE);
    return { data: session.signedIn, message: 'Successfully Logged in!' };
  });
}
