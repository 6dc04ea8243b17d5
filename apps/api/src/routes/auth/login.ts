import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidCredentials } from '../../errors';
import { findLoginEmployee } from '../../repositories/employees';
import { hasSecondFactor } from '../../repositories/second-factor';
import { recordAudit, requestActor } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';
import { defineRoute } from '../define-route';
import { startGraceAtSignIn } from '../../security/two-factor-policy';
import { loginLimit } from './rate-limits';
import { startSecondStep } from './second-factor';
import { deviceOf, finishSignIn, NO_STORE, openLoginSession } from './sessions';

export function loginRoute(app: FastifyInstance): void {
  defineRoute(app, api.auth.login, async ({ body, raw, reply }) => {
    const email = body.email.toLowerCase();
    const limit = loginLimit(app, raw.ip, email);
    const attempt = await limit.countAttempt();
    const employee = await findLoginEmployee(app.db, email);
    // Unknown e-mail, wrong password and archived account: one argon2 verify each, one answer.
    const lane = attempt.knownHere ? 'first' : 'normal';
    const passwordMatches = await verifyPassword(employee?.password_hash, body.password, lane).catch(async (error: unknown) => {
      await limit.notTried();
      throw error;
    });
    if (!employee || !passwordMatches || !employee.is_active) {
      // The audit log says why (to managers and owners); the answer stays the same for all three.
      await recordAudit(app.db, requestActor(raw, null), {
        action: 'auth.login_failed',
        entity: 'employee',
        entityId: employee?.id ?? null,
        after: { email, reason: !employee ? 'unknown e-mail' : !passwordMatches ? 'wrong password' : 'archived' },
      });
      throw attempt.overAddressLimit ?? invalidCredentials();
    }
    await limit.succeeded();
    reply.header('cache-control', NO_STORE);
    // The password was right; with a second factor the session waits for the code.
    if (await hasSecondFactor(app.db, employee.id)) {
      return { data: await startSecondStep(app.db, employee.id, deviceOf(raw)), message: 'Enter the code of your authenticator app' };
    }
    await startGraceAtSignIn(app.db, employee);
    const session = await app.db.transaction(async (tx) => {
      const opened = await openLoginSession(tx, employee, employee.password_hash, deviceOf(raw));
      if (!opened) throw invalidCredentials();
      return finishSignIn(tx, app, raw, opened, employee.id);
    });
    return { data: session.signedIn, message: 'Successfully Logged in!' };
  });
}
