import type { Queryable } from '../db/database';
import type { SessionLimits } from '../live/live-sessions';

/** Stores a new session of the employee under its token's hash; answers its id. */
export async function insertSession(tx: Queryable, employeeId: string, tokenHash: Buffer): Promise<string> {
  const { rows } = await tx.query<{ id: string }>('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2) RETURNING id', [
    employeeId,
    tokenHash,
  ]);
  return rows[0].id;
}

/**
 * The session of a login, stored only while the employee is active and still has the password hash
 * the login verified; undefined otherwise. FOR SHARE makes a reset or archive still in flight wait
 * for this statement's outcome, or this statement for theirs, so its session revocation cannot
 * miss the new session.
 */
export async function insertLoginSession(tx: Queryable, employeeId: string, verifiedHash: string, tokenHash: Buffer): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sessions (employee_id, token_hash)
     SELECT id, $3::bytea FROM employees WHERE id = $1 AND is_active AND password_hash = $2 FOR SHARE
     RETURNING id`,
    [employeeId, verifiedHash, tokenHash],
  );
  return rows[0]?.id;
}

/** Ends one session (logout); ending an ended one changes nothing. */
export async function revokeSession(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every live session of an employee (password reset, archive); answers how many. */
export async function revokeAllSessions(tx: Queryable, employeeId: string): Promise<number> {
  const { rowCount } = await tx.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE employee_id = $1 AND revoked_at IS NULL',
    [employeeId],
  );
  return rowCount;
}

/** The advisory-lock class of one employee's session openings (its second key is the employee id's hash). */
const EMPLOYEE_SESSIONS_LOCK = 7304;

/**
 * Keeps the employee's `keep` most recently used live sessions and ends the rest; answers how
 * many it ended. Openings of one employee's sessions take turns (advisory lock until the
 * transaction ends), so two logins at the same moment each count the other's session.
 */
export async function endSessionsBeyond(tx: Queryable, employeeId: string, keep: number, limits: SessionLimits): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EMPLOYEE_SESSIONS_LOCK, employeeId]);
  const { rowCount } = await tx.query(
    `UPDATE sessions SET revoked_at = now(), updated_at = now()
      WHERE id IN (
        SELECT id FROM sessions
         WHERE employee_id = $1 AND revoked_at IS NULL
           AND last_seen_at > now() - make_interval(mins => $3)
           AND created_at > now() - make_interval(hours => $4)
         ORDER BY last_seen_at DESC, created_at DESC, id DESC
        OFFSET $2
      )`,
    [employeeId, keep, limits.idleMinutes, limits.absoluteHours],
  );
  return rowCount;
}
