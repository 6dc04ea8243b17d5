import type { ServiceType } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

/**
 * Deliveries with their service, credential (never its password) and the e-mail's state. Oldest
 * first; one claim's deliveries share a timestamp, so they follow their items' and credentials' order.
 */
const DELIVERY_SQL = `SELECT d.id, d.order_item_id, s.id AS service_id, s.name AS service_name, c.id AS credential_id, c.user_id,
       d.created_at, d.replaced_at, d.replace_reason, d.revoked_at, e.status AS email_status, e.sent_at AS email_sent_at
  FROM credential_deliveries d
  JOIN order_items i ON i.id = d.order_item_id
  JOIN service_credentials c ON c.id = d.credential_id
  JOIN services s ON s.id = i.service_id
  LEFT JOIN outbox_emails e ON e.id = d.email_id`;
const DELIVERY_ORDER = 'd.created_at, i.created_at, i.id, c.created_at, c.id';

export interface DeliveryRow {
  id: string;
  order_item_id: string;
  service_id: string;
  service_name: string;
  credential_id: string;
  user_id: string | null;
  created_at: Date;
  replaced_at: Date | null;
  replace_reason: string | null;
  revoked_at: Date | null;
  email_status: 'pending' | 'sent' | 'failed' | null;
  email_sent_at: Date | null;
}

/** An order's deliveries, replaced ones included (credential_deliveries_order_idx). */
export async function findOrderDeliveries(db: Queryable, orderId: string): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(`${DELIVERY_SQL} WHERE d.order_id = $1 ORDER BY ${DELIVERY_ORDER}`, [orderId]);
  return rows;
}

export async function findDelivery(db: Queryable, id: string): Promise<DeliveryRow | undefined> {
  const { rows } = await db.query<DeliveryRow>(`${DELIVERY_SQL} WHERE d.id = $1`, [id]);
  return rows[0];
}

/**
 * Stores one delivery per (item, credential) pair, all sent by the e-mail `emailId`; answers each
 * new delivery's id with its credential's.
 */
export async function insertDeliveries(
  tx: Queryable,
  orderId: string,
  deliveries: Array<{ orderItemId: string; credentialId: string }>,
  emailId: string,
): Promise<Array<{ id: string; credential_id: string }>> {
  const { rows } = await tx.query<{ id: string; credential_id: string }>(
    `INSERT INTO credential_deliveries (order_id, order_item_id, credential_id, email_id)
     SELECT $1, item, credential, $4 FROM unnest($2::uuid[], $3::uuid[]) AS d(item, credential)
     RETURNING id, credential_id`,
    [orderId, deliveries.map((d) => d.orderItemId), deliveries.map((d) => d.credentialId), emailId],
  );
  return rows;
}

/** A delivery as its replacement needs it: the order's e-mail and the item's service. */
export interface DeliveryToReplaceRow {
  id: string;
  order_id: string;
  order_item_id: string;
  credential_id: string;
  user_id: string | null;
  replaced_at: Date | null;
  revoked_at: Date | null;
  email: string;
  service_id: string;
  service_name: string;
  service_type: ServiceType;
}

/**
 * Locks the order a credential was delivered to (if it was) until the transaction ends. Whatever
 * changes an order's credentials locks the order first, then its deliveries and credentials (a
 * completion, a refund): a change to a delivered credential also writes its order's search text
 * (migration 024), and taking the locks in another order would deadlock with a refund.
 */
export async function lockOrderOfCredential(tx: Queryable, credentialId: string): Promise<void> {
  await tx.query('SELECT o.id FROM orders o JOIN credential_deliveries d ON d.order_id = o.id WHERE d.credential_id = $1 FOR UPDATE OF o', [credentialId]);
}

/** Locks a delivery's order until the transaction ends (see lockOrderOfCredential). */
export async function lockOrderOfDelivery(tx: Queryable, deliveryId: string): Promise<void> {
  await tx.query('SELECT o.id FROM orders o JOIN credential_deliveries d ON d.order_id = o.id WHERE d.id = $1 FOR UPDATE OF o', [deliveryId]);
}

/** Reads a delivery and locks its row (only its row) until the transaction ends. */
export async function lockDeliveryToReplace(tx: Queryable, id: string): Promise<DeliveryToReplaceRow | undefined> {
  const { rows } = await tx.query<DeliveryToReplaceRow>(
    `SELECT d.id, d.order_id, d.order_item_id, d.credential_id, c.user_id, d.replaced_at, d.revoked_at, o.email,
              s.id AS service_id, s.name AS service_name, s.type AS service_type
         FROM credential_deliveries d
         JOIN orders o ON o.id = d.order_id
         JOIN service_credentials c ON c.id = d.credential_id
         JOIN order_items i ON i.id = d.order_item_id
         JOIN services s ON s.id = i.service_id
        WHERE d.id = $1
        FOR UPDATE OF d`,
    [id],
  );
  return rows[0];
}

export async function markDeliveryReplaced(tx: Queryable, id: string, reason: string): Promise<void> {
  await tx.query('UPDATE credential_deliveries SET replaced_at = now(), replace_reason = $2, updated_at = now() WHERE id = $1', [id, reason]);
}

/** Whether the credential was delivered on an order (credential_deliveries_credential_key). */
export async function credentialWasDelivered(db: Queryable, credentialId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM credential_deliveries WHERE credential_id = $1', [credentialId]);
  return rows.length > 0;
}

/**
 * Revokes the order's current deliveries (not replaced, not yet revoked) and marks their
 * credentials bad with `reason`, so none is handed out again; answers how many it revoked.
 */
export async function revokeOrderDeliveries(tx: Queryable, orderId: string, reason: string): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    `WITH revoked AS (
       UPDATE credential_deliveries SET revoked_at = now(), updated_at = now()
        WHERE order_id = $1 AND replaced_at IS NULL AND revoked_at IS NULL
        RETURNING credential_id
     ), marked AS (
       UPDATE service_credentials c SET is_bad = true, bad_reason = $2, updated_at = now()
         FROM revoked WHERE c.id = revoked.credential_id AND NOT c.is_bad
     )
     SELECT count(*)::int AS count FROM revoked`,
    [orderId, reason],
  );
  return rows[0].count;
}

/** A current delivery as a resend needs it: the credential's sealed password and the service. */
export interface DeliveryToResendRow {
  credential_id: string;
  user_id: string | null;
  password_enc: string;
  service_name: string;
  service_type: ServiceType;
}

/** The order's current deliveries (neither replaced nor revoked), in the order the view lists them. */
export async function findDeliveriesToResend(tx: Queryable, orderId: string): Promise<DeliveryToResendRow[]> {
  const { rows } = await tx.query<DeliveryToResendRow>(
    `SELECT c.id AS credential_id, c.user_id, c.password_enc, s.name AS service_name, s.type AS service_type
       FROM credential_deliveries d
       JOIN order_items i ON i.id = d.order_item_id
       JOIN service_credentials c ON c.id = d.credential_id
       JOIN services s ON s.id = i.service_id
      WHERE d.order_id = $1 AND d.replaced_at IS NULL AND d.revoked_at IS NULL
      ORDER BY ${DELIVERY_ORDER}`,
    [orderId],
  );
  return rows;
}

/** Whether any of the order's deliveries was revoked (a refund in full). */
export async function orderHasRevokedDeliveries(tx: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM credential_deliveries WHERE order_id = $1 AND revoked_at IS NOT NULL LIMIT 1', [orderId]);
  return rows.length > 0;
}
