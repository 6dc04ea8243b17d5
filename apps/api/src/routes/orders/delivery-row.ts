import type { CredentialDelivery } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';

/**
 * Deliveries with their service, credential (never its password) and the e-mail's state. Oldest
 * first; one claim's deliveries share a timestamp, so they follow their items' and credentials' order.
 */
const DELIVERY_SQL = `SELECT d.id, d.order_item_id, s.id AS service_id, s.name AS service_name, c.id AS credential_id, c.user_id,
       d.created_at, d.replaced_at, d.replace_reason, e.status AS email_status, e.sent_at AS email_sent_at
  FROM credential_deliveries d
  JOIN order_items i ON i.id = d.order_item_id
  JOIN service_credentials c ON c.id = d.credential_id
  JOIN services s ON s.id = i.service_id
  LEFT JOIN outbox_emails e ON e.id = d.email_id`;
const DELIVERY_ORDER = 'd.created_at, i.created_at, i.id, c.created_at, c.id';

interface DeliveryRow {
  id: string;
  order_item_id: string;
  service_id: string;
  service_name: string;
  credential_id: string;
  user_id: string | null;
  created_at: Date;
  replaced_at: Date | null;
  replace_reason: string | null;
  email_status: 'pending' | 'sent' | 'failed' | null;
  email_sent_at: Date | null;
}

function toCredentialDelivery(row: DeliveryRow): CredentialDelivery {
  return {
    _id: row.id,
    orderItem: row.order_item_id,
    service: { _id: row.service_id, name: row.service_name },
    credential: { _id: row.credential_id, userId: row.user_id },
    deliveredAt: row.created_at.toISOString(),
    email: row.email_status ? { status: row.email_status, sentAt: row.email_sent_at?.toISOString() ?? null } : null,
    replacedAt: row.replaced_at?.toISOString() ?? null,
    replaceReason: row.replace_reason,
  };
}

/** An order's deliveries, replaced ones included (credential_deliveries_order_idx). */
export async function orderDeliveries(db: Queryable, orderId: string): Promise<CredentialDelivery[]> {
  const { rows } = await db.query<DeliveryRow>(`${DELIVERY_SQL} WHERE d.order_id = $1 ORDER BY ${DELIVERY_ORDER}`, [orderId]);
  return rows.map(toCredentialDelivery);
}

export async function findDelivery(db: Queryable, id: string): Promise<CredentialDelivery | undefined> {
  const { rows } = await db.query<DeliveryRow>(`${DELIVERY_SQL} WHERE d.id = $1`, [id]);
  return rows[0] && toCredentialDelivery(rows[0]);
}
