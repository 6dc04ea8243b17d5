import type { Queryable } from '../db/database';

export interface PasskeyRow {
  id: string;
  employee_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  last_used_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, employee_id, credential_id, public_key, counter, transports, name, last_used_at, created_at';

export async function listPasskeys(db: Queryable, employeeId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM employee_passkeys WHERE employee_id = $1 ORDER BY created_at, id`, [employeeId]);
  return rows;
}

export async function countPasskeys(db: Queryable, employeeId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM employee_passkeys WHERE employee_id = $1', [employeeId]);
  return rows[0].n;
}

/** The passkey of this credential id, with its employee if active; undefined for one nobody has. */
export async function findPasskeyByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS.split(', ').map((column) => `p.${column}`).join(', ')}
       FROM employee_passkeys p JOIN employees e ON e.id = p.employee_id
      WHERE p.credential_id = $1 AND e.is_active`,
    [credentialId],
  );
  return rows[0];
}

export async function insertPasskey(
  tx: Queryable,
  passkey: { employeeId: string; credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
): Promise<PasskeyRow | undefined> {
  const { rows } = await tx.query<PasskeyRow>(
    `INSERT INTO employee_passkeys (employee_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
    [passkey.employeeId, passkey.credentialId, Buffer.from(passkey.publicKey), passkey.counter, passkey.transports, passkey.name],
  );
  return rows[0];
}

/**
 * Records a use: the authenticator's new counter, taken only when it moved on from the stored one
 * (or both are 0: an authenticator that keeps none), so a replayed or cloned answer loses.
 */
export async function recordPasskeyUse(tx: Queryable, id: string, counter: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE employee_passkeys SET counter = $2, last_used_at = now(), updated_at = now()
      WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))`,
    [id, counter],
  );
  return rowCount > 0;
}

/** Removes one of the employee's passkeys; answers its name, undefined when it is not theirs. */
export async function deletePasskey(tx: Queryable, employeeId: string, id: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ name: string }>('DELETE FROM employee_passkeys WHERE id = $1 AND employee_id = $2 RETURNING name', [id, employeeId]);
  return rows[0]?.name;
}

export type ChallengePurpose = 'register' | 'sign_in' | 'second_step' | 'proof';

interface ChallengeOwner {
  employeeId?: string;
  sessionId?: string;
  pendingSignInId?: string;
}

/** Keeps a ceremony's challenge under the hash of the token the browser gets, live for `minutes`. */
export async function insertChallenge(db: Queryable, tokenHash: Buffer, purpose: ChallengePurpose, challenge: string, owner: ChallengeOwner, minutes: number): Promise<void> {
  await db.query(
    `INSERT INTO webauthn_challenges (token_hash, purpose, challenge, employee_id, session_id, pending_sign_in_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [tokenHash, purpose, challenge, owner.employeeId ?? null, owner.sessionId ?? null, owner.pendingSignInId ?? null, minutes],
  );
}

/**
 * Uses a live challenge up, once, when it is for this purpose and owner: of two requests with one
 * token exactly one gets it. Undefined otherwise.
 */
export async function takeChallenge(tx: Queryable, tokenHash: Buffer, purpose: ChallengePurpose, owner: ChallengeOwner = {}): Promise<string | undefined> {
  const { rows } = await tx.query<{ challenge: string }>(
    `UPDATE webauthn_challenges SET used_at = now(), updated_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        AND employee_id IS NOT DISTINCT FROM $3::uuid AND session_id IS NOT DISTINCT FROM $4::uuid AND pending_sign_in_id IS NOT DISTINCT FROM $5::uuid
      RETURNING challenge`,
    [tokenHash, purpose, owner.employeeId ?? null, owner.sessionId ?? null, owner.pendingSignInId ?? null],
  );
  return rows[0]?.challenge;
}
