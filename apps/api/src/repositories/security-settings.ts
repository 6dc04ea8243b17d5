import type { TwoFactorPolicy } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { HAS_SECOND_FACTOR } from './second-factor';

export interface SecuritySettingsRow {
  two_factor_required_for: TwoFactorPolicy;
  grace_days: number;
  updated_at: Date | null;
}

const COLUMNS = 'two_factor_required_for, grace_days, updated_at';

/** The shop's sign-in policy (its one row, made by the migration). */
export async function findSecuritySettings(db: Queryable): Promise<SecuritySettingsRow> {
  const { rows } = await db.query<SecuritySettingsRow>(`SELECT ${COLUMNS} FROM security_settings`);
  return rows[0];
}

/** Sets the policy; answers it as it was before, for the audit row. */
export async function updateSecuritySettings(
  tx: Queryable,
  change: { policy: TwoFactorPolicy; graceDays: number },
  employeeId: string,
): Promise<SecuritySettingsRow> {
  const { rows } = await tx.query<SecuritySettingsRow>(`SELECT ${COLUMNS} FROM security_settings FOR UPDATE`);
  await tx.query('UPDATE security_settings SET two_factor_required_for = $1, grace_days = $2, updated_at = now(), updated_by = $3', [
    change.policy,
    change.graceDays,
    employeeId,
  ]);
  return rows[0];
}

/** How many active employees of `levels` there are, and how many of them have a second factor. */
export async function countCovered(db: Queryable, levels: readonly string[]): Promise<{ covered: number; coveredWithSecondFactor: number }> {
  const { rows } = await db.query<{ covered: number; with_factor: number }>(
    `SELECT count(*)::int AS covered, count(*) FILTER (WHERE ${HAS_SECOND_FACTOR('e.id')})::int AS with_factor
       FROM employees e WHERE e.is_active AND e.level = ANY($1::text[])`,
    [levels],
  );
  return { covered: rows[0].covered, coveredWithSecondFactor: rows[0].with_factor };
}

/**
 * Starts the grace period of the employees of `levels` it has not started for, and ends it for
 * everyone else: after the policy changed, or one employee's level (`employeeId`). Only employee
 * rows are written (sessions held back are let go when they next call, see http/enrolment-gate),
 * so this never waits on a sign-in that waits on it.
 */
export async function applyCoverage(tx: Queryable, levels: readonly string[], employeeId?: string): Promise<void> {
  await tx.query(
    `UPDATE employees SET two_factor_grace_from = CASE WHEN level = ANY($1::text[]) THEN now() END
      WHERE (level = ANY($1::text[])) = (two_factor_grace_from IS NULL) AND ($2::uuid IS NULL OR id = $2)`,
    [levels, employeeId ?? null],
  );
}

/**
 * When the employee's grace period ends (it starts now if it had not), and whether it has. With
 * `start` false it is only read: an employee whose period has not started sees it from now.
 */
export async function graceOf(db: Queryable, employeeId: string, graceDays: number, start: boolean): Promise<{ due_at: Date; passed: boolean }> {
  const sql = start
    ? `UPDATE employees SET two_factor_grace_from = COALESCE(two_factor_grace_from, now()) WHERE id = $1
       RETURNING two_factor_grace_from + make_interval(days => $2) AS due_at, two_factor_grace_from + make_interval(days => $2) <= now() AS passed`
    : `SELECT g.due_at, g.due_at <= now() AS passed
         FROM (SELECT COALESCE(two_factor_grace_from, now()) + make_interval(days => $2) AS due_at FROM employees WHERE id = $1) g`;
  const { rows } = await db.query<{ due_at: Date; passed: boolean }>(sql, [employeeId, graceDays]);
  return rows[0];
}

/** Sets whether the employee's live sessions must set up a second factor before anything else. */
export async function setMustEnrol(tx: Queryable, employeeId: string, mustEnrol: boolean, sessionId?: string): Promise<void> {
  await tx.query(
    `UPDATE sessions SET must_enrol = $2, updated_at = now()
      WHERE employee_id = $1 AND revoked_at IS NULL AND must_enrol <> $2 AND ($3::uuid IS NULL OR id = $3)`,
    [employeeId, mustEnrol, sessionId ?? null],
  );
}
