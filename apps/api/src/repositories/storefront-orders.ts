import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import { AUDIT_LOG_COLUMNS, auditLogValues, type AuditActor, type AuditEntry } from '../lib/audit';
import type { IdempotencyKey } from './storefront-idempotency';

export interface NewStorefrontOrder {
  /** Chosen by the caller (a random UUID, as the column's default would be): its answer is known before it is stored. */
  id: string;
  name: string;
  email: string;
  phone: string | null;
  totalCents: number;
  transactionId: string;
  paymentMethod: string;
  /** In the checkout's order: the order view lists them so. */
  items: Array<{ serviceId: string; quantity: number; priceCents: number }>;
}

/**
 * The order, its items and its audit row, written by one statement: at a checkout rush each round
 * trip to the database is paid 300 times a second. Its services are written with the order (as
 * migration 025's triggers would after its items, distinct and in uuid order), so its items do not
 * write it twice; the items are a microsecond apart, so that `created_at, id` keeps their order.
 * Constraints are checked at the statement's end, when the order its items name is there.
 * Its order event goes without its NOTIFY (migration 031, set before the order is inserted, so
 * before the triggers run at the statement's end): the caller tells the streams once it has
 * committed (live/order-events-notifier.ts).
 */
const ORDER_ITEMS_AUDIT = `
  WITH notify_after_commit AS (
    SELECT set_config('shopdesk.order_events_notify', 'after-commit', true)
  ), new_order AS (
    INSERT INTO orders (id, name, email, phone, total_cents, transaction_id, payment_method, order_status, service_ids)
    SELECT $1, $2, $3, $4, $5, $6, $7, 'pending', ARRAY(SELECT DISTINCT unnest($8::uuid[]) ORDER BY 1) FROM notify_after_commit
    RETURNING id
  ), new_items AS (
    INSERT INTO order_items (order_id, service_id, quantity, price_cents, created_at)
    SELECT new_order.id, i.service_id, i.quantity, i.price_cents, now() + (i.n - 1) * interval '1 microsecond'
      FROM new_order, unnest($8::uuid[], $9::int[], $10::int[]) WITH ORDINALITY AS i(service_id, quantity, price_cents, n)
  ), audit AS (
    INSERT INTO audit_log ${AUDIT_LOG_COLUMNS} VALUES ($11, $12, $13, $14, $15, $16, $17)
  )`;

const INSERT_ORDER = prepared(`${ORDER_ITEMS_AUDIT} SELECT 1`);

/** The same, and the answer kept for the request's Idempotency-Key (claimed earlier in the transaction). */
const INSERT_ORDER_AND_ANSWER = prepared(`${ORDER_ITEMS_AUDIT}
  UPDATE storefront_idempotency SET order_id = $1, status_code = $20, response = $21, updated_at = now()
   WHERE storefront_key_id = $18 AND idempotency_key = $19`);

export async function insertStorefrontOrder(
  tx: Queryable,
  order: NewStorefrontOrder,
  audit: { actor: AuditActor; entry: AuditEntry },
  answer?: { key: IdempotencyKey; statusCode: number; body: unknown },
): Promise<void> {
  const { items } = order;
  const values = [
    order.id, order.name, order.email, order.phone, order.totalCents, order.transactionId, order.paymentMethod,
    items.map((item) => item.serviceId), items.map((item) => item.quantity), items.map((item) => item.priceCents),
    ...auditLogValues(audit.actor, audit.entry),
  ];
  if (!answer) {
    await tx.query(INSERT_ORDER, values);
    return;
  }
  await tx.query(INSERT_ORDER_AND_ANSWER, [
    ...values, answer.key.storefrontKeyId, answer.key.idempotencyKey, answer.statusCode, JSON.stringify(answer.body),
  ]);
}
