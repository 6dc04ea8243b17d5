import type { AuditEntry } from '@shopdesk/contracts';
import type { AuditRow } from '../../repositories/audit-log';

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    actor: row.actor_id === null ? null : { _id: row.actor_id, name: row.actor_name ?? '' },
    ip: row.ip,
    before: row.before,
    after: row.after,
    createdAt: row.created_at.toISOString(),
  };
}
