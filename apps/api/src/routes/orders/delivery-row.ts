import type { CredentialDelivery } from '@shopdesk/contracts';
import type { DeliveryRow } from '../../repositories/credential-deliveries';

export function toCredentialDelivery(row: DeliveryRow): CredentialDelivery {
  return {
    _id: row.id,
    orderItem: row.order_item_id,
    service: { _id: row.service_id, name: row.service_name },
    credential: { _id: row.credential_id, userId: row.user_id },
    deliveredAt: row.created_at.toISOString(),
    email: row.email_status ? { status: row.email_status, sentAt: row.email_sent_at?.toISOString() ?? null } : null,
    replacedAt: row.replaced_at?.toISOString() ?? null,
    replaceReason: row.replace_reason,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
