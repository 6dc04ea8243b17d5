import type { Queryable } from '../../db/database';
import { tokenHash } from '../../lib/tokens';

/** An invite whose link works: not used, not revoked, not expired (SQL on `employee_invites`). */
export const OPEN_INVITE = 'used_at IS NULL AND revoked_at IS NULL AND expires_at > now()';

/** The invited e-mail of a token whose invite is open; a revoked invite answers as an expired one. */
export async function findLiveInvite(db: Queryable, token: string): Promise<{ id: string; email: string } | undefined> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM employee_invites WHERE token_hash = $1 AND ${OPEN_INVITE}`,
    [tokenHash(token)],
  );
  return rows[0];
}

/**
 * Marks an open invite used and answers it, in one statement: of two registrations racing with one
 * token, the second waits on the row lock, then finds used_at set and gets nothing (likewise when
 * a revoke or a resend, which replaces the token, commits first).
 */
export async function consumeInvite(tx: Queryable, token: string): Promise<{ id: string; email: string } | undefined> {
  const { rows } = await tx.query<{ id: string; email: string }>(
    `UPDATE employee_invites SET used_at = now(), updated_at = now()
      WHERE token_hash = $1 AND ${OPEN_INVITE}
      RETURNING id, email`,
    [tokenHash(token)],
  );
  return rows[0];
}
