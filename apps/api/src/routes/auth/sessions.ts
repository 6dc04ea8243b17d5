import type { SignedInEmployee } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { newToken, tokenHash } from '../../lib/tokens';

export interface SessionEmployee {
  id: string;
  name: string;
  email: string;
  level: string;
}

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

/** A new session for this employee: only the token's hash is stored, the token goes to the caller once. */
export async function openSession(tx: Queryable, employee: SessionEmployee): Promise<OpenedSession> {
  const token = newToken();
  const { rows } = await tx.query<{ id: string }>('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2) RETURNING id', [
    employee.id,
    tokenHash(token),
  ]);
  return opened(rows[0].id, employee, token);
}

/**
 * The session of a login, opened only while the employee is active and still has the password hash
 * the login verified: a password reset or an archive that lands between the verify and here wins,
 * and the login gets no session (undefined). FOR SHARE makes a reset or archive still in flight
 * wait for this statement's outcome, or this statement for theirs, so its session revocation
 * cannot miss the new session.
 */
export async function openLoginSession(tx: Queryable, employee: SessionEmployee, verifiedHash: string): Promise<OpenedSession | undefined> {
  const token = newToken();
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sessions (employee_id, token_hash)
     SELECT id, $3::bytea FROM employees WHERE id = $1 AND is_active AND password_hash = $2 FOR SHARE
     RETURNING id`,
    [employee.id, verifiedHash, tokenHash(token)],
  );
  return rows[0] ? opened(rows[0].id, employee, token) : undefined;
}

/** Ends every live session of an employee (password reset, archive); answers how many. */
export async function revokeAllSessions(tx: Queryable, employeeId: string): Promise<number> {
  const { rowCount } = await tx.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE employee_id = $1 AND revoked_at IS NULL',
    [employeeId],
  );
  return rowCount;
}
