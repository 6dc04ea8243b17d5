import type { Queryable } from '../db/database';

/** A reset whose link works: this token's, unused, not expired. */
const LIVE_RESET = 'token_hash = $1 AND used_at IS NULL AND expires_at > now()';

export async function insertPasswordReset(tx: Queryable, employeeId: string, tokenHash: Buffer, validMinutes: number): Promise<void> {
  await tx.query(
    'INSERT INTO password_resets (employee_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))',
    [employeeId, tokenHash, validMinutes],
  );
}

export async function isLiveReset(db: Queryable, tokenHash: Buffer): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM password_resets WHERE ${LIVE_RESET}`, [tokenHash]);
  return rows.length > 0;
}

/**
 * Marks a live reset used and answers its employee, in one statement: of two resets racing with one
 * token, exactly one gets the row.
 */
export async function consumeReset(tx: Queryable, tokenHash: Buffer): Promise<string | undefined> {
  const { rows } = await tx.query<{ employee_id: string }>(
    `UPDATE password_resets SET used_at = now(), updated_at = now() WHERE ${LIVE_RESET} RETURNING employee_id`,
    [tokenHash],
  );
  return rows[0]?.employee_id;
}

/** Marks every unused reset of the employee used. */
export async function useUpResets(tx: Queryable, employeeId: string): Promise<void> {
  await tx.query('UPDATE password_resets SET used_at = now(), updated_at = now() WHERE employee_id = $1 AND used_at IS NULL', [employeeId]);
}
