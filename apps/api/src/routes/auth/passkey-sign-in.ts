import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { recordAudit, requestActor } from '../../lib/audit';
import { tokenHash } from '../../lib/tokens';
import { authenticationOptions } from '../../lib/webauthn';
import { findActiveIdentity } from '../../repositories/employees';
import { listPasskeys } from '../../repositories/passkeys';
import { findPendingSignIn, usePendingSignIn } from '../../repositories/second-factor';
import { passkeyThatAnswered, relyingParty, startCeremony, storedPasskey } from '../../security/passkey-ceremony';
import { defineRoute } from '../define-route';
import { limitSecondFactorCodes, limitTokenCalls } from './rate-limits';
import { countFailedSecondStep } from './second-factor';
import { deviceOf, finishSignIn, NO_STORE, openSession } from './sessions';

const passkeyRefused = () => new HttpError(401, 'Unauthorized', 'The passkey was not accepted: try again, or sign in with your password');
const secondStepRefused = () => new HttpError(401, 'Unauthorized', 'The passkey was not accepted or the sign-in has expired: try again, or sign in again');

/**
 * Signing in with a passkey: instead of the password (a discoverable passkey proves the device and
 * its PIN or biometric, both factors), or as the second step after it. Each start keeps a challenge
 * for 5 minutes and one use; answers are limited per address like codes.
 */
export function passkeySignInRoutes(app: FastifyInstance): void {
  defineRoute(app, api.auth.startPasskeySignIn, async ({ raw }) => {
    await limitTokenCalls(app, 'passkey-start', raw.ip);
    return { data: await startCeremony(app, 'sign_in', await authenticationOptions(relyingParty(app)), {}) };
  });

  defineRoute(app, api.auth.finishPasskeySignIn, async ({ body, raw, reply }) => {
    await limitSecondFactorCodes(app, raw.ip);
    const session = await app.db.transaction(async (tx) => {
      const passkey = await passkeyThatAnswered(app, tx, body, 'sign_in', {});
      const employee = passkey && (await findActiveIdentity(tx, passkey.employee_id));
      if (!employee) return null;
      const opened = await openSession(tx, employee, deviceOf(raw));
      return finishSignIn(tx, app, raw, opened, employee.id, 'passkey');
    });
    if (!session) {
      await recordAudit(app.db, requestActor(raw, null), { action: 'auth.login_failed', entity: 'employee', entityId: null, after: { reason: 'passkey refused' } });
      throw passkeyRefused();
    }
    reply.header('cache-control', NO_STORE);
    return { data: session.signedIn, message: 'Successfully Logged in!' };
  });

  defineRoute(app, api.auth.startPasskeySecondStep, async ({ body, raw }) => {
    await limitSecondFactorCodes(app, raw.ip);
    const pending = await findPendingSignIn(app.db, tokenHash(body.pendingToken));
    const passkeys = pending ? (await listPasskeys(app.db, pending.employee_id)).map(storedPasskey) : [];
    if (!pending || passkeys.length === 0) throw secondStepRefused();
    const options = await authenticationOptions(relyingParty(app), passkeys);
    return { data: await startCeremony(app, 'second_step', options, { pendingSignInId: pending.id }) };
  });

  defineRoute(app, api.auth.loginWithPasskey, async ({ body, raw, reply }) => {
    await limitSecondFactorCodes(app, raw.ip);
    const pending = await findPendingSignIn(app.db, tokenHash(body.pendingToken));
    if (!pending) throw secondStepRefused();
    const session = await app.db.transaction(async (tx) => {
      const passkey = await passkeyThatAnswered(app, tx, body, 'second_step', { pendingSignInId: pending.id }, pending.employee_id);
      if (!passkey) return null;
      const employee = await findActiveIdentity(tx, pending.employee_id);
      if (!employee || !(await usePendingSignIn(tx, pending.id))) throw secondStepRefused();
      const opened = await openSession(tx, employee, { ip: pending.ip, userAgent: pending.user_agent });
      return finishSignIn(tx, app, raw, opened, employee.id, 'passkey');
    });
    if (!session) {
      await countFailedSecondStep(app, raw, pending, 'passkey refused');
      throw secondStepRefused();
    }
    reply.header('cache-control', NO_STORE);
    return { data: session.signedIn, message: 'Successfully Logged in!' };
  });
}
