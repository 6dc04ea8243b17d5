import type { EmployeeInvite } from '@shopdesk/contracts';

/** The status is derived, never stored: used → accepted, past expiry → expired, else pending. */
export const INVITE_COLUMNS = `id, email, expires_at, created_at, updated_at,
  CASE WHEN used_at IS NOT NULL THEN 'accepted' WHEN expires_at <= now() THEN 'expired' ELSE 'pending' END AS status`;

export interface InviteRow {
  id: string;
  email: string;
  status: EmployeeInvite['status'];
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

export function toInvite(row: InviteRow): EmployeeInvite {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
