import type { Order, OrderItem, OrderListEntry, OrderStatus } from '@shopdesk/contracts';
import { centsToDollars } from '../../lib/money';

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

/** The list's columns: the order's, its first item's service and how many items it has (order_items_order_idx). */
export const ORDER_LIST_COLUMNS = `${ORDER_COLUMNS},
  (SELECT s.name FROM order_items i JOIN services s ON s.id = i.service_id
    WHERE i.order_id = orders.id ORDER BY i.created_at, i.id LIMIT 1) AS service_name,
  (SELECT count(*)::int FROM order_items i WHERE i.order_id = orders.id) AS item_count`;

export interface OrderListRow extends OrderRow {
  service_name: string | null;
  item_count: number;
}

export function toOrderListEntry(row: OrderListRow): OrderListEntry {
  return { ...toOrder(row), serviceName: row.service_name, itemCount: row.item_count };
}

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    total: centsToDollars(row.total_cents),
    transactionId: row.transaction_id,
    paymentMethod: row.payment_method,
    orderStatus: row.order_status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export const ORDER_ITEM_SQL = `SELECT i.id, i.quantity, i.price_cents, s.id AS service_id, s.name AS service_name
  FROM order_items i JOIN services s ON s.id = i.service_id
 WHERE i.order_id = $1
 ORDER BY i.created_at, i.id`;

export interface OrderItemRow {
  id: string;
  quantity: number;
  price_cents: number;
  service_id: string;
  service_name: string;
}

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    _id: row.id,
    quantity: row.quantity,
    price: centsToDollars(row.price_cents),
    service: { _id: row.service_id, name: row.service_name },
  };
}
