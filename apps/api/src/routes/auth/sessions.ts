import type { SignedInEmployee } from '@shopdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { deviceName, storedUserAgent } from '../../lib/user-agent';
import type { EmployeeIdentityRow } from '../../repositories/employees';
import { recordAudit, requestActor } from '../../lib/audit';
import { deviceHistory, endSessionsBeyond, insertLoginSession, insertSession, type SessionDevice } from '../../repositories/sessions';
import { enqueueEmail } from '../../mail/outbox';
import { newSignInEmail } from '../../mail/templates';
import { newToken, tokenHash } from '../../lib/tokens';
import { twoFactorDutyAtSignIn } from '../../security/two-factor-policy';

export type SessionEmployee = EmployeeIdentityRow;

/** Cache-Control of an answer that carries a session's bearer token: no cache may keep it. */
export const NO_STORE = 'no-store';

export interface OpenedSession {
  sessionId: string;
  signedIn: SignedInEmployee;
}

const opened = (sessionId: string, employee: SessionEmployee, token: string): OpenedSession => ({
  sessionId,
  signedIn: { _id: employee.id, name: employee.name, email: employee.email, level: employee.level, token },
});

/** Where a request comes from, as its session remembers it. */
export const deviceOf = (request: FastifyRequest): SessionDevice => ({ ip: request.ip, userAgent: storedUserAgent(request.headers['user-agent']) });

/** A new session for this employee: only the token's hash is stored, the token goes to the caller once. */
export async function openSession(tx: Queryable, employee: SessionEmployee, device: SessionDevice): Promise<OpenedSession> {
  const token = newToken();
  return opened(await insertSession(tx, employee.id, tokenHash(token), device), employee, token);
}

/**
 * The session of a login, opened only while the employee is active and still has the password hash
 * the login verified: a password reset or an archive that lands between the verify and here wins,
 * and the login gets no session (undefined); see insertLoginSession.
 */
export async function openLoginSession(
  tx: Queryable,
  employee: SessionEmployee,
  verifiedHash: string,
  device: SessionDevice,
): Promise<OpenedSession | undefined> {
  const token = newToken();
  const sessionId = await insertLoginSession(tx, employee.id, verifiedHash, tokenHash(token), device);
  return sessionId ? opened(sessionId, employee, token) : undefined;
}

/**
 * What every sign-in does once its session is open, in its transaction: past the employee's cap
 * the least recently used sessions end (their streams with them), a new device is e-mailed, the
 * shop's two-factor policy is applied to a sign-in without a second factor (its answer says what
 * it asks), and the sign-in is audited from the request's address, with how the second step was
 * passed when there was one.
 */
export async function finishSignIn(
  tx: Queryable,
  app: FastifyInstance,
  request: FastifyRequest,
  session: OpenedSession,
  employeeId: string,
  secondFactor?: 'totp' | 'recovery code' | 'passkey',
): Promise<OpenedSession> {
  const sessionsEnded = await endSessionsBeyond(tx, employeeId, app.config.session.maxPerEmployee, app.config.session);
  await tellOfNewDevice(tx, app, request, session, employeeId);
  const twoFactorSetup = secondFactor ? null : await twoFactorDutyAtSignIn(tx, { id: employeeId, level: session.signedIn.level }, session.sessionId);
  const after = { ...(sessionsEnded > 0 ? { sessionsEnded } : {}), ...(secondFactor ? { secondFactor } : {}) };
  await recordAudit(tx, requestActor(request, employeeId), {
    action: 'auth.login',
    entity: 'session',
    entityId: session.sessionId,
    ...(Object.keys(after).length > 0 ? { after } : {}),
  });
  return twoFactorSetup ? { ...session, signedIn: { ...session.signedIn, twoFactorSetup } } : session;
}

/**
 * E-mails the employee when they sign in from an address and browser none of their earlier sessions
 * came from (their very first sign-in aside: there is nothing to compare it with), so a stolen
 * password is noticed by its owner.
 */
async function tellOfNewDevice(tx: Queryable, app: FastifyInstance, request: FastifyRequest, session: OpenedSession, employeeId: string): Promise<void> {
  const device = deviceOf(request);
  const { signedInBefore, seenDevice } = await deviceHistory(tx, employeeId, session.sessionId, device);
  if (!signedInBefore || seenDevice) return;
  const mail = newSignInEmail(
    session.signedIn.email,
    { at: new Date(), ip: request.ip, device: deviceName(device.userAgent) },
    `${app.config.publicUrl}/auth/forgotPassword`,
  );
  await enqueueEmail(tx, app.cipher, mail);
}
