import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { findActiveEmployeeId, updatePasswordHash } from '../../repositories/employees';
import { consumeReset, insertPasswordReset, isLiveReset, useUpResets } from '../../repositories/password-resets';
import { endPendingSignIns } from '../../repositories/second-factor';
import { revokeAllSessions } from '../../repositories/sessions';
import { recordAudit, requestActor, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { newToken, tokenHash } from '../../lib/tokens';
import { enqueueEmail } from '../../mail/outbox';
import { passwordResetEmail } from '../../mail/templates';
import { defineRoute } from '../define-route';
import { afterReply } from './after-reply';
import { assertAcceptablePassword } from './password-policy';
import { limitForgotPasswordCalls, limitTokenCalls, mayEmailPasswordReset } from './rate-limits';

export const RESET_VALID_MINUTES = 60;
export const FORGOT_PASSWORD_MESSAGE = 'If an account with this e-mail exists, we have sent it a link to reset the password.';

const badResetLink = () => badRequest('This reset link is invalid, already used or expired; ask for a new one');

/** A reset link by e-mail to an active account with this e-mail; nothing for any other e-mail. */
async function requestPasswordReset(app: FastifyInstance, email: string, actor: AuditActor): Promise<void> {
  const employeeId = await findActiveEmployeeId(app.db, email);
  if (!employeeId) return;
  const token = newToken();
  await app.db.transaction(async (tx) => {
    await insertPasswordReset(tx, employeeId, tokenHash(token), RESET_VALID_MINUTES);
    const link = `${app.config.publicUrl}/auth/resetEmployeePassword/${token}`;
    await enqueueEmail(tx, app.cipher, passwordResetEmail(email, link, RESET_VALID_MINUTES));
    await recordAudit(tx, actor, { action: 'auth.password_reset_request', entity: 'employee', entityId: employeeId });
  });
}

/** Forgot password (same answer whether or not the account exists) and the single-use reset. */
export function passwordResetRoutes(app: FastifyInstance): void {
  const runAfterReply = afterReply(app);
  defineRoute(app, api.auth.forgotPassword, async ({ body, raw }) => {
    const email = body.email.toLowerCase();
    await limitForgotPasswordCalls(app, raw.ip);
    if (await mayEmailPasswordReset(app, email)) {
      // A known e-mail means more work than an unknown one: done after the answer, so the answer's timing tells nothing.
      runAfterReply('a password reset request', () => requestPasswordReset(app, email, requestActor(raw, null)));
    }
    return { data: null, message: FORGOT_PASSWORD_MESSAGE };
  });

  // The reset page asks on opening, so a used or expired link says so before a password is typed.
  // Limited per address like the invite lookup, with a budget of its own.
  defineRoute(app, api.auth.checkResetToken, async ({ params, raw }) => {
    await limitTokenCalls(app, 'reset-check', raw.ip);
    if (!(await isLiveReset(app.db, tokenHash(params.token)))) throw notFound('Reset link');
    return { data: null };
  });

  defineRoute(app, api.auth.resetPassword, async ({ body, raw }) => {
    assertAcceptablePassword(body.newPassword, 'newPassword');
    // A cheap look first, so a dead token costs no argon2 hash; the consume below decides.
    if (!(await isLiveReset(app.db, tokenHash(body.token)))) throw badResetLink();
    const passwordHash = await hashPassword(body.newPassword);

    await app.db.transaction(async (tx) => {
      const employeeId = await consumeReset(tx, tokenHash(body.token));
      if (!employeeId) throw badResetLink();
      await updatePasswordHash(tx, employeeId, passwordHash);
      // Older links of the same employee die with this one.
      await useUpResets(tx, employeeId);
      const sessionsRevoked = await revokeAllSessions(tx, employeeId);
      // A sign-in waiting for its code was made with the old password: it ends too.
      await endPendingSignIns(tx, employeeId);
      await recordAudit(tx, requestActor(raw, employeeId), {
        action: 'auth.password_reset',
        entity: 'employee',
        entityId: employeeId,
        after: { sessionsRevoked },
      });
    });
    return { data: null, message: 'Successfully Password Changed!' };
  });
}
