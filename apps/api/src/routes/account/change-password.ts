import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, invalidField } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { deviceName, storedUserAgent } from '../../lib/user-agent';
import { enqueueEmail } from '../../mail/outbox';
import { passwordChangedEmail } from '../../mail/templates';
import { replacePasswordHash } from '../../repositories/employees';
import { useUpResets } from '../../repositories/password-resets';
import { endPendingSignIns } from '../../repositories/second-factor';
import { revokeOtherSessions } from '../../repositories/sessions';
import type { RequestEmployee } from '../../types';
import { assertAcceptablePassword } from '../auth/password-policy';
import { provePassword } from './password-proof';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  newPassword2: string;
}

/**
 * Changes the signed-in employee's password. The current one is required (provePassword); the
 * new one follows the password rules and differs from it. In one transaction: the hash is replaced only while it is the one
 * verified (a reset in between wins), every other session ends, open reset links are used up, an
 * e-mail tells the employee (a thief changing it is then noticed), and the change is audited.
 */
export async function changeMyPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  employee: RequestEmployee,
  actor: Actor,
  change: PasswordChange,
): Promise<void> {
  if (change.newPassword !== change.newPassword2) throw invalidField('newPassword2', 'Passwords Do Not Match');
  assertAcceptablePassword(change.newPassword, 'newPassword');
  const storedHash = await provePassword(app, employee.id, change.currentPassword, 'currentPassword');
  if (change.newPassword === change.currentPassword) throw invalidField('newPassword', 'The new password must differ from the current one');
  const newHash = await hashPassword(change.newPassword);

  await app.db.transaction(async (tx) => {
    if (!(await replacePasswordHash(tx, employee.id, storedHash, newHash))) {
      throw conflict('Your password was changed or reset meanwhile: sign in again with the new one');
    }
    const sessionsEnded = await revokeOtherSessions(tx, employee.id, employee.sessionId);
    await endPendingSignIns(tx, employee.id);
    await useUpResets(tx, employee.id);
    const reset = `${app.config.publicUrl}/auth/forgotPassword`;
    await enqueueEmail(tx, app.cipher, passwordChangedEmail(employee.email, { at: new Date(), ip: request.ip, device: deviceName(storedUserAgent(request.headers['user-agent'])) }, reset));
    await recordAudit(tx, actor, { action: 'auth.password_change', entity: 'employee', entityId: employee.id, after: { sessionsEnded } });
  });
}
