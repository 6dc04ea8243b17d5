import type { Order, OrderItem, OrderStatus } from '@shopdesk/contracts';
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
