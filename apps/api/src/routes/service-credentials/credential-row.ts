import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';

export const CREDENTIAL_COLUMNS = `c.id, c.service_id, s.name AS service_name, c.user_id, c.is_used, c.is_bad, c.bad_reason, c.is_active, c.created_at, c.updated_at`;
export const CREDENTIAL_FROM = 'service_credentials c JOIN services s ON s.id = c.service_id';

export interface CredentialRow {
  id: string;
  service_id: string;
  service_name: string;
  user_id: string | null;
  is_used: boolean;
  is_bad: boolean;
  bad_reason: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The listed form: never the password. */
export function toCredentialSummary(row: CredentialRow): ServiceCredentialSummary {
  return {
    _id: row.id,
    service: row.service_id,
    serviceName: row.service_name,
    userId: row.user_id,
    isUsed: row.is_used,
    isBad: row.is_bad,
    badReason: row.bad_reason,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type StoredCredentialRow = CredentialRow & { password_enc: string };

export async function findCredential(db: Queryable, id: string): Promise<StoredCredentialRow | undefined> {
  const { rows } = await db.query<StoredCredentialRow>(
    `SELECT ${CREDENTIAL_COLUMNS}, c.password_enc FROM ${CREDENTIAL_FROM} WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Locks the credential row for a read-then-write; answers false when there is none. Only that row:
 * a FOR UPDATE over the join with services, waiting on an update that moved the credential to
 * another service, re-checks the join against the old service and answers no row (a false 404).
 * Read the row with `findCredential` once this holds.
 */
export async function lockCredential(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM service_credentials WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

/** A blank user id is no user id. */
export function normalizeUserId(userId: string | undefined): string | null {
  return userId?.trim() || null;
}
