import type { EmployeeInvite } from '@shopdesk/contracts';
import type { InviteRow } from '../../repositories/invites';

export function toInvite(row: InviteRow): EmployeeInvite {
  return {
    _id: row.id,
    email: row.email,
    level: row.level,
    status: row.status,
    invitedBy: row.inviter_id === null ? null : { _id: row.inviter_id, name: row.inviter_name ?? '' },
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
