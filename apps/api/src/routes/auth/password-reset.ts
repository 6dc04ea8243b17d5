import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { newToken, tokenHash } from '../../lib/tokens';
import { enqueueEmail } from '../../mail/outbox';
import { passwordResetEmail } from '../../mail/templates';
import { defineRoute } from '../define-route';
import { afterReply } from './after-reply';
import { assertAcceptablePassword } from './password-policy';
import { limitForgotPasswordCalls, limitTokenCalls, mayEmailPasswordReset } from './rate-limits';
import { revokeAllSessions } from './sessions';

export const RESET_VALID_MINUTES = 60;
export const FORGOT_PASSWORD_MESSAGE = 'If an account with this e-mail exists, we have sent it a link to reset the password.';

const badResetLink = () => badRequest('This reset link is invalid, already used or expired; ask for a new one');

const liveResetSql = 'token_hash = $1 AND used_at IS NULL AND expires_at > now()';

/** A reset link by e-mail to an active account with this e-mail; nothing for any other e-mail. */
async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const { rows } = await app.db.query<{ id: string }>('SELECT id FROM employees WHERE email = $1 AND is_active', [email]);
  const employee = rows[0];
  if (!employee) return;
  const token = newToken();
  await app.db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO password_resets (employee_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))',
      [employee.id, tokenHash(token), RESET_VALID_MINUTES],
    );
    const link = `${app.config.publicUrl}/auth/resetEmployeePassword/${token}`;
    await enqueueEmail(tx, passwordResetEmail(email, link, RESET_VALID_MINUTES));
    await recordAudit(tx, { actorId: null, action: 'auth.password_reset_request', entity: 'employee', entityId: employee.id, ip });
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
      runAfterReply('a password reset request', () => requestPasswordReset(app, email, raw.ip));
    }
    return { data: null, message: FORGOT_PASSWORD_MESSAGE };
  });

  // The reset page asks on opening, so a used or expired link says so before a password is typed.
  // Limited per address like the invite lookup, with a budget of its own.
  defineRoute(app, api.auth.checkResetToken, async ({ params, raw }) => {
    await limitTokenCalls(app, 'reset-check', raw.ip);
    const live = await app.db.query(`SELECT 1 FROM password_resets WHERE ${liveResetSql}`, [tokenHash(params.token)]);
    if (!live.rows[0]) throw notFound('Reset link');
    return { data: null };
  });

  defineRoute(app, api.auth.resetPassword, async ({ body, raw }) => {
    assertAcceptablePassword(body.newPassword, 'newPassword');
    // A cheap look first, so a dead token costs no argon2 hash; the consume below decides.
    const live = await app.db.query(`SELECT 1 FROM password_resets WHERE ${liveResetSql}`, [tokenHash(body.token)]);
    if (!live.rows[0]) throw badResetLink();
    const passwordHash = await hashPassword(body.newPassword);

    await app.db.transaction(async (tx) => {
      // One statement marks the token used: of two resets racing with it, exactly one gets the row.
      const consumed = await tx.query<{ employee_id: string }>(
        `UPDATE password_resets SET used_at = now(), updated_at = now() WHERE ${liveResetSql} RETURNING employee_id`,
        [tokenHash(body.token)],
      );
      const employeeId = consumed.rows[0]?.employee_id;
      if (!employeeId) throw badResetLink();
      await tx.query('UPDATE employees SET password_hash = $2, updated_at = now() WHERE id = $1', [employeeId, passwordHash]);
      // Older links of the same employee die with this one.
      await tx.query('UPDATE password_resets SET used_at = now(), updated_at = now() WHERE employee_id = $1 AND used_at IS NULL', [
        employeeId,
      ]);
      const sessionsRevoked = await revokeAllSessions(tx, employeeId);
      await recordAudit(tx, {
        actorId: employeeId,
        action: 'auth.password_reset',
        entity: 'employee',
        entityId: employeeId,
        after: { sessionsRevoked },
        ip: raw.ip,
      });
    });
    return { data: null, message: 'Successfully Password Changed!' };
  });
}
