import type { Queryable } from '../db/database';
import type { SessionDevice } from './sessions';

export interface TotpRow {
  secret_enc: string;
  confirmed_at: Date | null;
  last_used_step: string | null;
}

export async function findTotp(db: Queryable, employeeId: string): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>('SELECT secret_enc, confirmed_at, last_used_step FROM employee_totp WHERE employee_id = $1', [employeeId]);
  return rows[0];
}

/** SQL: whether the employee of the id expression `employeeId` has a second factor (a confirmed app, or a passkey). */
export const HAS_SECOND_FACTOR = (employeeId: string) =>
  `(EXISTS (SELECT 1 FROM employee_totp t WHERE t.employee_id = ${employeeId} AND t.confirmed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM employee_passkeys p WHERE p.employee_id = ${employeeId}))`;

/** Whether the employee signs in with a second factor. */
export async function hasSecondFactor(db: Queryable, employeeId: string): Promise<boolean> {
  const { rows } = await db.query<{ has: boolean }>(`SELECT ${HAS_SECOND_FACTOR('$1::uuid')} AS has`, [employeeId]);
  return rows[0].has;
}

/** Starts (or starts again) an enrolment with a new sealed secret; false when a confirmed one exists. */
export async function startTotpEnrolment(tx: Queryable, employeeId: string, secretEnc: string): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO employee_totp (employee_id, secret_enc) VALUES ($1, $2)
     ON CONFLICT (employee_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_used_step = NULL, updated_at = now()
       WHERE employee_totp.confirmed_at IS NULL
     RETURNING employee_id`,
    [employeeId, secretEnc],
  );
  return rows.length > 0;
}

/** Confirms an enrolment with the step of its first code; false when there is none waiting. */
export async function confirmTotp(tx: Queryable, employeeId: string, step: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE employee_totp SET confirmed_at = now(), last_used_step = $2, updated_at = now() WHERE employee_id = $1 AND confirmed_at IS NULL',
    [employeeId, step],
  );
  return rowCount > 0;
}

/**
 * Takes a code's time step as used, only when it is after the last one taken: of two sign-ins
 * with one code (or a code replayed), exactly one gets true.
 */
export async function takeTotpStep(tx: Queryable, employeeId: string, step: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE employee_totp SET last_used_step = $2, updated_at = now()
      WHERE employee_id = $1 AND confirmed_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)`,
    [employeeId, step],
  );
  return rowCount > 0;
}

/** Turns the app off: the secret and the recovery codes go. Answers whether it was on. */
export async function removeTotp(tx: Queryable, employeeId: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM employee_totp WHERE employee_id = $1 AND confirmed_at IS NOT NULL', [employeeId]);
  await tx.query('DELETE FROM recovery_codes WHERE employee_id = $1', [employeeId]);
  return rowCount > 0;
}

/** Replaces every recovery code of the employee with these (hashes). */
export async function replaceRecoveryCodes(tx: Queryable, employeeId: string, hashes: Buffer[]): Promise<void> {
  await tx.query('DELETE FROM recovery_codes WHERE employee_id = $1', [employeeId]);
  await tx.query('INSERT INTO recovery_codes (employee_id, code_hash) SELECT $1, unnest($2::bytea[])', [employeeId, hashes]);
}

/** Uses one unused recovery code of the employee; false when none matches. */
export async function spendRecoveryCode(tx: Queryable, employeeId: string, hash: Buffer): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE recovery_codes SET used_at = now(), updated_at = now() WHERE employee_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [employeeId, hash],
  );
  return rowCount > 0;
}

export async function countRecoveryCodesLeft(db: Queryable, employeeId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM recovery_codes WHERE employee_id = $1 AND used_at IS NULL', [employeeId]);
  return rows[0].n;
}

export interface PendingSignInRow {
  id: string;
  employee_id: string;
  ip: string | null;
  user_agent: string | null;
}

/** Stores the first step of a two-step sign-in, live for `minutes`. */
export async function insertPendingSignIn(tx: Queryable, employeeId: string, tokenHash: Buffer, device: SessionDevice, minutes: number): Promise<void> {
  await tx.query(
    `INSERT INTO pending_sign_ins (employee_id, token_hash, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [employeeId, tokenHash, device.ip, device.userAgent, minutes],
  );
}

/** A pending sign-in still waiting for its code (unused, unexpired, its employee active). */
export async function findPendingSignIn(db: Queryable, tokenHash: Buffer): Promise<PendingSignInRow | undefined> {
  const { rows } = await db.query<PendingSignInRow>(
    `SELECT p.id, p.employee_id, p.ip, p.user_agent FROM pending_sign_ins p JOIN employees e ON e.id = p.employee_id
      WHERE p.token_hash = $1 AND p.used_at IS NULL AND p.expires_at > now() AND e.is_active`,
    [tokenHash],
  );
  return rows[0];
}

/** Counts a wrong code against the pending sign-in; at `max` it is used up. Answers whether it is still live. */
export async function countWrongCode(db: Queryable, id: string, max: number): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    `UPDATE pending_sign_ins SET wrong_codes = wrong_codes + 1,
            used_at = CASE WHEN wrong_codes + 1 >= $2 THEN now() ELSE used_at END, updated_at = now()
      WHERE id = $1 RETURNING used_at IS NULL AS live`,
    [id, max],
  );
  return rows[0]?.live ?? false;
}

/** Uses the pending sign-in up, once: of two requests with one token, one gets true. */
export async function usePendingSignIn(tx: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'UPDATE pending_sign_ins SET used_at = now(), updated_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()',
    [id],
  );
  return rowCount > 0;
}

/** Ends the employee's pending sign-ins (a password reset, an archive, the app turned off). */
export async function endPendingSignIns(tx: Queryable, employeeId: string): Promise<void> {
  await tx.query('UPDATE pending_sign_ins SET used_at = now(), updated_at = now() WHERE employee_id = $1 AND used_at IS NULL', [employeeId]);
}

/** Every second factor of the employee goes (an owner's reset): the app, the recovery codes, the passkeys. Answers whether there was one. */
export async function removeEverySecondFactor(tx: Queryable, employeeId: string): Promise<boolean> {
  const hadApp = await removeTotp(tx, employeeId);
  const { rowCount } = await tx.query('DELETE FROM employee_passkeys WHERE employee_id = $1', [employeeId]);
  return hadApp || rowCount > 0;
}
