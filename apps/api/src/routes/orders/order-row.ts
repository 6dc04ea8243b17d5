import type { Order, OrderItem, OrderListEntry, StockShortfall } from '@shopdesk/contracts';
import type { OrderItemRow, OrderListRow, OrderRow, StockShortRow } from '../../repositories/orders';
import { centsToDollars } from '../../lib/money';

export function toOrderListEntry(row: OrderListRow): OrderListEntry {
  return {
    ...toOrder(row),
    serviceName: row.service_name,
    itemCount: row.item_count,
    units: row.units,
    duplicateOf: row.duplicate_of,
    watchReason: row.watch_reason,
    stockShort: toStockShortfall(row.stock_short),
  };
}

export const toStockShortfall = (row: StockShortRow | null): StockShortfall | null =>
  row && { service: { _id: row.serviceId, name: row.serviceName }, needed: row.needed, available: row.available };

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

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    _id: row.id,
    quantity: row.quantity,
    price: centsToDollars(row.price_cents),
    service: { _id: row.service_id, name: row.service_name, delivery: row.service_delivery },
  };
}
