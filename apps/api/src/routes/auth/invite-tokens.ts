import type { Queryable } from '../../db/database';
import { tokenHash } from '../../lib/tokens';

/** The invited e-mail of a token that is neither used nor expired. */
export async function findLiveInvite(db: Queryable, token: string): Promise<{ id: string; email: string } | undefined> {
  const { rows } = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM employee_invites WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenHash(token)],
  );
  return rows[0];
}

/**
 * Marks a live invite used and answers it, in one statement: of two registrations racing with one
 * token, the second waits on the row lock, then finds used_at set and gets nothing.
 */
export async function consumeInvite(tx: Queryable, token: string): Promise<{ id: string; email: string } | undefined> {
  const { rows } = await tx.query<{ id: string; email: string }>(
    `UPDATE employee_invites SET used_at = now(), updated_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING id, email`,
    [tokenHash(token)],
  );
  return rows[0];
}
