import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';

export const CREDENTIAL_COLUMNS = `c.id, c.service_id, s.name AS service_name, c.user_id, c.is_used, c.is_active, c.created_at, c.updated_at`;
export const CREDENTIAL_FROM = 'service_credentials c JOIN services s ON s.id = c.service_id';

export interface CredentialRow {
  id: string;
  service_id: string;
  service_name: string;
  user_id: string | null;
  is_used: boolean;
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
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type StoredCredentialRow = CredentialRow & { password_enc: string };

/** `lock` takes the credential row's lock (not the service's) for a read-then-write. */
export async function findCredential(db: Queryable, id: string, lock = false): Promise<StoredCredentialRow | undefined> {
  const { rows } = await db.query<StoredCredentialRow>(
    `SELECT ${CREDENTIAL_COLUMNS}, c.password_enc FROM ${CREDENTIAL_FROM} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`,
    [id],
  );
  return rows[0];
}

/** A blank user id is no user id. */
export function normalizeUserId(userId: string | undefined): string | null {
  return userId?.trim() || null;
}
