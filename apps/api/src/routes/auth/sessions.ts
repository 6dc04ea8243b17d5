import type { SignedInEmployee } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { newToken, tokenHash } from '../../lib/tokens';

export interface SessionEmployee {
  id: string;
  name: string;
  email: string;
  level: string;
}

/** A new session for this employee: only the token's hash is stored, the token goes to the caller once. */
export async function openSession(tx: Queryable, employee: SessionEmployee): Promise<{ sessionId: string; signedIn: SignedInEmployee }> {
  const token = newToken();
  const { rows } = await tx.query<{ id: string }>('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2) RETURNING id', [
    employee.id,
    tokenHash(token),
  ]);
  return {
    sessionId: rows[0].id,
    signedIn: { _id: employee.id, name: employee.name, email: employee.email, level: employee.level, token },
  };
}

/** Ends every live session of an employee (password reset, archive); answers how many. */
export async function revokeAllSessions(tx: Queryable, employeeId: string): Promise<number> {
  const { rowCount } = await tx.query(
    'UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE employee_id = $1 AND revoked_at IS NULL',
    [employeeId],
  );
  return rowCount;
}
