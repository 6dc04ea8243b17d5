import type { EmployeeInvite, InviteStatus } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';

/** Invites (`i`) with the employee who sent each one (`e`, absent once that row is gone). */
export const INVITE_FROM = 'employee_invites i LEFT JOIN employees e ON e.id = i.invited_by';

/**
 * The status is derived from the row's times, never stored: used → accepted, withdrawn → revoked,
 * past its expiry → expired, else pending. A used invite is never revoked (a CHECK says so).
 */
export const INVITE_STATUS = `CASE WHEN i.used_at IS NOT NULL THEN 'accepted' WHEN i.revoked_at IS NOT NULL THEN 'revoked'
  WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END`;

export const INVITE_COLUMNS = `i.id, i.email, i.expires_at, i.created_at, i.updated_at,
  e.id AS inviter_id, e.name AS inviter_name, ${INVITE_STATUS} AS status`;

export interface InviteRow {
  id: string;
  email: string;
  status: InviteStatus;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  inviter_id: string | null;
  inviter_name: string | null;
}

export function toInvite(row: InviteRow): EmployeeInvite {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    invitedBy: row.inviter_id === null ? null : { _id: row.inviter_id, name: row.inviter_name ?? '' },
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findInvite(db: Queryable, id: string): Promise<InviteRow | undefined> {
  const { rows } = await db.query<InviteRow>(`SELECT ${INVITE_COLUMNS} FROM ${INVITE_FROM} WHERE i.id = $1`, [id]);
  return rows[0];
}
