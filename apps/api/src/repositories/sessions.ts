import type { Queryable } from '../db/database';
import type { SessionLimits } from '../live/live-sessions';

/** Where a session was opened: the client's address and its User-Agent (storedUserAgent), either unknown. */
export interface SessionDevice {
  ip: string | null;
  userAgent: string | null;
}

/** Stores a new session of the employee under its token's hash; answers its id. */
export async function insertSession(tx: Queryable, employeeId: string, tokenHash: Buffer, device: SessionDevice): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO sessions (employee_id, token_hash, ip, user_agent) VALUES ($1, $2, $3, $4) RETURNING id',
    [employeeId, tokenHash, device.ip, device.userAgent],
  );
  return rows[0].id;
}

/**
 * The session of a login, stored only while the employee is active and still has the password hash
 * the login verified; undefined otherwise. FOR SHARE makes a reset or archive still in flight wait
 * for this statement's outcome, or this statement for theirs, so its session revocation cannot
 * miss the new session.
 */
export async function insertLoginSession(
  tx: Queryable,
  employeeId: string,
  verifiedHash: string,
  tokenHash: Buffer,
  device: SessionDevice,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sessions (employee_id, token_hash, ip, user_agent)
     SELECT id, $3::bytea, $4, $5 FROM employees WHERE id = $1 AND is_active AND password_hash = $2 FOR SHARE
     RETURNING id`,
    [employeeId, verifiedHash, tokenHash, device.ip, device.userAgent],
  );
  return rows[0]?.id;
}

/** Ends one session (logout); ending an ended one changes nothing. */
export async function revokeSession(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/**
 * Whether the employee had signed in before, and whether from this address with this browser
 * (any earlier session, ended ones too, but `sessionId`).
 */
export async function deviceHistory(db: Queryable, employeeId: string, sessionId: string, device: SessionDevice): Promise<{ signedInBefore: boolean; seenDevice: boolean }> {
  const { rows } = await db.query<{ signed_in_before: boolean; seen_device: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE employee_id = $1 AND id <> $2) AS signed_in_before,
            EXISTS (SELECT 1 FROM sessions WHERE employee_id = $1 AND id <> $2 AND ip IS NOT DISTINCT FROM $3
                      AND user_agent IS NOT DISTINCT FROM $4) AS seen_device`,
    [employeeId, sessionId, device.ip, device.userAgent],
  );
  return { signedInBefore: rows[0].signed_in_before, seenDevice: rows[0].seen_device };
}

/** A live session as its employee's profile lists it. */
export interface LiveSessionRow {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
}

/** The employee's live sessions (neither ended, idle nor too old), the most recently used first. */
export async function findLiveSessions(db: Queryable, employeeId: string, limits: SessionLimits): Promise<LiveSessionRow[]> {
  const { rows } = await db.query<LiveSessionRow>(
    `SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
      WHERE employee_id = $1 AND revoked_at IS NULL
        AND last_seen_at > now() - make_interval(mins => $2)
        AND created_at > now() - make_interval(hours => $3)
      ORDER BY last_seen_at DESC, created_at DESC, id DESC`,
    [employeeId, limits.idleMinutes, limits.absoluteHours],
  );
  return rows;
}

/** Ends one session of this employee; answers whether it was theirs and still live. */
export async function revokeSessionOf(tx: Queryable, employeeId: string, sessionId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND employee_id = $2 AND revoked_at IS NULL',
    [sessionId, employeeId],
  );
  return rowCount > 0;
}

/** Ends one live session, whoever's; answers the employee it belonged to, or undefined when it had ended or is unknown. */
export async function revokeAnySession(tx: Queryable, sessionId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ employee_id: string }>(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING employee_id',
    [sessionId],
  );
  return rows[0]?.employee_id;
}

/** Ends every live session of the employee but `keepSessionId` (sign out everywhere else); answers how many. */
export async function revokeOtherSessions(tx: Queryable, employeeId: string, keepSessionId: string): Promise<number> {
  const { rowCount } = await tx.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE employee_id = $1 AND id <> $2 AND revoked_at IS NULL',
    [employeeId, keepSessionId],
  );
  return rowCount;
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
