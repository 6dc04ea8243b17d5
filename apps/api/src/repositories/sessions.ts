import type { Queryable } from '../db/database';

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
