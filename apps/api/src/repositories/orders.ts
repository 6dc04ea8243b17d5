import type { DeliveryMode, OrderStatus, ServiceType } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import { containsPattern } from '../lib/list-query';
import type { FilterCondition, SqlCondition } from '../lib/list-where';
import { knownOrderCount, orderDaySeek, orderNameSeek, orderTotalSeek } from './order-counts';
import { ordersOfTransactionPrefix } from './transaction-prefix';
import { watchReasonSql } from './watch-list';

export const ORDER_COLUMNS =
  'id, name, email, phone, total_cents, transaction_id, payment_method, order_status, created_at, updated_at';

export interface OrderRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  total_cents: number;
  transaction_id: string | null;
  payment_method: string | null;
  order_status: OrderStatus;
  created_at: Date;
  updated_at: Date;
}

/**
 * The earliest order of the same payment (method and transaction id) made before the order `o`
 * names, which it may be a duplicate of (the first of a payment is nobody's duplicate): one probe
 * of orders_payment_transaction_idx (migration 018).
 */
const duplicateOf = (o: string) => `(SELECT d.id FROM orders d
    WHERE d.payment_method = ${o}.payment_method AND d.transaction_id = ${o}.transaction_id
      AND (d.created_at, d.id) < (${o}.created_at, ${o}.id)
    ORDER BY d.created_at, d.id LIMIT 1) AS duplicate_of`;

/** A pending order's watch list reason (repositories/watch-list.ts); null for the others. */
const watchReason = (o: string) =>
  `CASE WHEN ${o}.order_status = 'pending' THEN ${watchReasonSql(`${o}.email`, `${o}.transaction_id`)} END AS watch_reason`;

/**
 * A pending order's first stock service with fewer credentials than the order needs of it (its
 * items' quantities summed), as JSON: the service, needed, available. Each count stops at what the
 * order needs (service_credentials_available_idx), so a service with a large stock costs no more.
 */
const stockShort = (o: string) => `CASE WHEN ${o}.order_status = 'pending' THEN (
    SELECT json_build_object('serviceId', s.id, 'serviceName', s.name, 'needed', n.needed, 'available', a.available)
    FROM (SELECT i.service_id, sum(i.quantity)::int AS needed, min(i.created_at) AS first_at
          FROM order_items i WHERE i.order_id = ${o}.id GROUP BY i.service_id) n
    JOIN services s ON s.id = n.service_id AND s.delivery = 'stock'
    CROSS JOIN LATERAL (SELECT count(*)::int AS available FROM (
      SELECT 1 FROM service_credentials c
      WHERE c.service_id = s.id AND c.is_active AND NOT c.is_used AND NOT c.is_bad LIMIT n.needed) kept) a
    WHERE a.available < n.needed
    ORDER BY n.first_at, s.id LIMIT 1) END AS stock_short`;

/**
 * The list's columns: the order's, its first item's service, how many items and units it has
 * (order_items_order_idx), whether it may be a duplicate, what the watch list says of it and
 * whether its stock would fall short.
 */
const ORDER_LIST_COLUMNS = `${ORDER_COLUMNS},
  (SELECT s.name FROM order_items i JOIN services s ON s.id = i.service_id
    WHERE i.order_id = orders.id ORDER BY i.created_at, i.id LIMIT 1) AS service_name,
  (SELECT count(*)::int FROM order_items i WHERE i.order_id = orders.id) AS item_count,
  (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = orders.id) AS units,
  ${duplicateOf('orders')},
  ${watchReason('orders')},
  ${stockShort('orders')}`;

/** A pending order's service short of stock, as `stockShort` answers it. */
export interface StockShortRow {
  serviceId: string;
  serviceName: string;
  needed: number;
  available: number;
}

export interface OrderListRow extends OrderRow {
  service_name: string | null;
  item_count: number;
  units: number;
  stock_short: StockShortRow | null;
  duplicate_of: string | null;
  watch_reason: string | null;
}

/** How many services' orders a search by a service's name looks for: more is a word every name has, which finds nothing. */
const SERVICES_NAMED_MAX = 200;

/**
 * The orders holding a service whose name holds `term` (orders_service_ids_idx), or undefined
 * when no service's name does. The services are looked up first, so the orders' condition is an
 * array the planner weighs with the column's statistics.
 */
async function ordersOfServicesNamed(db: Queryable, term: string): Promise<SqlCondition | undefined> {
  // The name and slug together are what services_search_trgm_idx holds: it finds the few
  // candidates, the name alone decides (read whole, 10,000 services' names took 10 ms a search).
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM services WHERE (name || ' ' || slug) ILIKE $1 AND name ILIKE $1 ORDER BY id LIMIT ${SERVICES_NAMED_MAX + 1}`,
    [containsPattern(term)],
  );
  if (rows.length === 0 || rows.length > SERVICES_NAMED_MAX) return undefined;
  return { sql: 'service_ids && ?::uuid[]', values: [rows.map((row) => row.id)] };
}

/**
 * The version of what the order list's first page shows (defineListRoute's `firstPageVersion`):
 * the slots every write to the tables it reads changes (migration 034), and the next moment a watch
 * list entry stops applying, when the page changes with no write.
 */
const ORDER_LIST_VERSION = `SELECT (SELECT string_agg(version::text, ',' ORDER BY slot) FROM order_list_versions)
    || '|' || coalesce((SELECT min(expires_at) FROM watch_list_entries WHERE expires_at > now())::text, '') AS version`;

/**
 * The longest searched text (in bytes) orders_status_search_idx holds: an index entry must fit a
 * third of a page. The partial indexes of migration 036 say the same number.
 */
export const SEARCH_TEXT_INDEXED_BYTES = 2000;

/** The order list's SQL (defineListRoute), its count and its deep pages' starting points (order-counts). */
export const ORDER_LIST = {
  select: ORDER_LIST_COLUMNS,
  from: 'orders',
  // Newest first is created_at DESC, id; each field on its index under the status (migration 020).
  sortBy: { createdAt: 'created_at, id DESC', total: 'total_cents, id', name: 'name, id' },
  keyColumn: 'id',
  // Status and customer are equalities on their own indexes: one plan serves every value.
  prepareFirstPage: true,
  // The row subqueries above: planned once per connection, not for every deep page and search.
  prepareRowsByKey: true,
  filterColumns: {
    orderStatus: 'order_status',
    // One customer's orders: the whole address, any case (orders_email_lower_idx).
    customer: ((value, where) => where.add('lower(email) = lower(?)', value)) as FilterCondition,
  },
  // Name, e-mail, phone, transaction id and delivered user ids, lowercased (migrations 005 and
  // 025), under orders_search_trgm_idx; the id as shown, cut (the primary key); a service's name;
  // the start of a transaction id, for the text (migration 033).
  searchIn: 'search_text',
  searchInIsLowercase: true,
  // A search's count reads the status's searched texts from an index, without the table; the few
  // too long for an index entry from another (migration 036).
  countInParts: {
    first: `octet_length(search_text) <= ${SEARCH_TEXT_INDEXED_BYTES}`,
    rest: `octet_length(search_text) > ${SEARCH_TEXT_INDEXED_BYTES}`,
  },
  idPrefix: { table: 'orders', column: 'id' },
  searchElsewhere: ordersOfServicesNamed,
  searchTakenFor: ordersOfTransactionPrefix,
  knownCount: knownOrderCount,
  seekBy: { createdAt: orderDaySeek, total: orderTotalSeek, name: orderNameSeek },
  firstPageVersion: ORDER_LIST_VERSION,
};

export interface OrderItemRow {
  id: string;
  quantity: number;
  price_cents: number;
  service_id: string;
  service_name: string;
  service_delivery: DeliveryMode;
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0];
}

export interface SingleOrderRow extends OrderRow {
  duplicate_of: string | null;
  watch_reason: string | null;
  stock_short: StockShortRow | null;
}

/** An order with the earliest other order of its payment (a possible duplicate's original), its watch list reason and stock shortfall. */
export async function findOrderWithDuplicate(db: Queryable, id: string): Promise<SingleOrderRow | undefined> {
  const { rows } = await db.query<SingleOrderRow>(
    `SELECT ${ORDER_COLUMNS}, ${duplicateOf('o')}, ${watchReason('o')}, ${stockShort('o')} FROM orders o WHERE id = $1`,
    [id],
  );
  return rows[0];
}

// Run on every storefront order: prepared (orders_payment_transaction_idx serves any payment).
const LOCK_PAYMENT = prepared("SELECT pg_advisory_xact_lock(hashtextextended('payment ' || $1 || ' ' || $2, 0))");
const FIRST_ORDER_OF_PAYMENT = prepared('SELECT id FROM orders WHERE payment_method = $1 AND transaction_id = $2 ORDER BY created_at, id LIMIT 1');

/**
 * The earliest order of a payment, after taking the payment's own lock until the transaction
 * ends: two orders of one payment at once queue here, and the second finds the first.
 */
export async function lockPaymentAndFindOrder(tx: Queryable, paymentMethod: string, transactionId: string): Promise<string | undefined> {
  await tx.query(LOCK_PAYMENT, [paymentMethod, transactionId]);
  // A statement of its own: its snapshot is taken after the lock, so it sees the order of whoever held it.
  const { rows } = await tx.query<{ id: string }>(FIRST_ORDER_OF_PAYMENT, [paymentMethod, transactionId]);
  return rows[0]?.id;
}

/** An order's items with their service, in the order they were added. */
export async function findOrderItems(db: Queryable, orderId: string): Promise<OrderItemRow[]> {
  const { rows } = await db.query<OrderItemRow>(
    `SELECT i.id, i.quantity, i.price_cents, s.id AS service_id, s.name AS service_name, s.delivery AS service_delivery
  FROM order_items i JOIN services s ON s.id = i.service_id
 WHERE i.order_id = $1
 ORDER BY i.created_at, i.id`,
    [orderId],
  );
  return rows;
}

export async function findOrderStatus(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ order_status: string }>('SELECT order_status FROM orders WHERE id = $1', [id]);
  return rows[0]?.order_status;
}

/**
 * Moves a pending order to `status` and answers it; undefined when it is not pending (or not
 * there). The status test is part of the UPDATE, so of two concurrent transitions exactly one
 * changes the row.
 */
export async function updatePendingOrderStatus(tx: Queryable, id: string, status: OrderStatus): Promise<OrderRow | undefined> {
  const { rows } = await tx.query<OrderRow>(
    `UPDATE orders SET order_status = $2, updated_at = now()
        WHERE id = $1 AND order_status = 'pending'
        RETURNING ${ORDER_COLUMNS}`,
    [id, status],
  );
  return rows[0];
}

export interface StockItemRow {
  id: string;
  quantity: number;
  service_id: string;
  service_name: string;
  service_type: ServiceType;
}

/** An order's items whose service is delivered from stock, in the order they were added. */
export async function findStockItems(tx: Queryable, orderId: string): Promise<StockItemRow[]> {
  const { rows } = await tx.query<StockItemRow>(
    `SELECT i.id, i.quantity, s.id AS service_id, s.name AS service_name, s.type AS service_type
       FROM order_items i JOIN services s ON s.id = i.service_id
      WHERE i.order_id = $1 AND s.delivery = 'stock'
      ORDER BY i.created_at, i.id`,
    [orderId],
  );
  return rows;
}

/** Reads an order and locks its row until the transaction ends. */
export async function lockOrder(tx: Queryable, id: string): Promise<OrderRow | undefined> {
  const { rows } = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

/** Corrects an order's e-mail address; answers the order as it now is. */
export async function updateOrderEmail(tx: Queryable, id: string, email: string): Promise<OrderRow> {
  const { rows } = await tx.query<OrderRow>(`UPDATE orders SET email = $2, updated_at = now() WHERE id = $1 RETURNING ${ORDER_COLUMNS}`, [id, email]);
  return rows[0];
}
