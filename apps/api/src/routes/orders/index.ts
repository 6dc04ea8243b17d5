import { api, ORDER_STATUSES, type CallFilters, type OrderStatus } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { queryPage } from '../../lib/list-page';
import { containsPattern, pageOf, parseListQuery, Where } from '../../lib/list-query';
import { defineRoute } from '../define-route';
import { ORDER_COLUMNS, ORDER_ITEM_SQL, toOrder, toOrderItem, type OrderItemRow, type OrderRow } from './order-row';
import { transitionOrder } from './transition-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The expression of orders_search_trgm_idx, character for character, so the index serves it.
const SEARCH_TEXT = "(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(transaction_id, ''))";

export async function orderRoutes(app: FastifyInstance) {
  defineRoute(app, api.orders.getAllOrdersCountByStatus, async () => {
    const { rows } = await app.db.query<{ order_status: OrderStatus; count: number }>(
      'SELECT order_status, count(*)::int AS count FROM orders GROUP BY order_status',
    );
    const counts = new Map(rows.map((r) => [r.order_status, r.count]));
    return { data: { orders: ORDER_STATUSES.map((orderStatus) => ({ orderStatus, count: counts.get(orderStatus) ?? 0 })) } };
  });

  defineRoute(app, api.orders.getAllOrdersByStatus, async ({ query }) => {
    const list = parseListQuery<CallFilters<typeof api.orders.getAllOrdersByStatus>>(api.orders.getAllOrdersByStatus, query);
    const where = new Where();
    if (list.filters.orderStatus) where.add('order_status = ?', list.filters.orderStatus);
    if (list.search) {
      if (UUID.test(list.search)) where.add(`(${SEARCH_TEXT} ILIKE ? OR id = ?)`, containsPattern(list.search), list.search.toLowerCase());
      else where.add(`${SEARCH_TEXT} ILIKE ?`, containsPattern(list.search));
    }
    const { rows, totalItems } = await queryPage<OrderRow>(
      app.db,
      { select: ORDER_COLUMNS, from: 'orders', orderBy: 'created_at DESC, id' },
      where,
      list,
    );
    return { data: pageOf(rows.map(toOrder), totalItems, list.limit) };
  });

  defineRoute(app, api.orders.getSingleOrder, async ({ params }) => {
    const found = await app.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [params.id]);
    if (!found.rows[0]) throw notFound('Order');
    const items = await app.db.query<OrderItemRow>(ORDER_ITEM_SQL, [params.id]);
    const orderItems = items.rows.map(toOrderItem);
    return { data: { order: toOrder(found.rows[0]), orderItem: orderItems[0] ?? null, orderItems } };
  });

  defineRoute(app, api.orders.changeOrderStatus, async ({ params, employee, raw }) => ({
    data: await transitionOrder(app.db, params.id, 'completed', { id: employee.id, ip: raw.ip }),
  }));

  defineRoute(app, api.orders.cancelOrder, async ({ params, employee, raw }) => ({
    data: await transitionOrder(app.db, params.id, 'cancelled', { id: employee.id, ip: raw.ip }),
  }));
}
