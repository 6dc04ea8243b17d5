import type { Queryable } from '../../db/database';

/** The advisory-lock key of changes to who is active (migrations hold 7301, the seed 7302). */
const ACTIVE_EMPLOYEES_LOCK = 7303;

/**
 * Holds, until the transaction ends, the right to change which employees are active. Taken before
 * any row is read or locked, so such changes run one after the other: each sees the one before it
 * committed, and no two of them can wait on each other's rows.
 */
export async function lockActiveEmployees(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ACTIVE_EMPLOYEES_LOCK]);
}
