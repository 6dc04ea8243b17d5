import { api, ORDER_STATUSES } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { defineListRoute } from '../define-list-route';
import { defineRoute } from '../define-route';
import {
  ORDER_COLUMNS, ORDER_ITEM_SQL, ORDER_LIST_COLUMNS, toOrder, toOrderItem, toOrderListEntry, type OrderItemRow, type OrderRow,
} from './order-row';
import { orderDeliveries } from './delivery-row';
import { dashboardRoute } from './dashboard';
import { orderEventRoutes } from './order-events-route';
import { knownOrderCount, orderCountsByStatus, orderListSeek } from './order-counts';
import type { DeliveryDeps } from './delivery-email';
import { replaceDeliveredCredential } from './replace-credential';
import { transitionOrder } from './transition-order';

export async function orderRoutes(app: FastifyInstance) {
  const delivery: DeliveryDeps = { cipher: app.cipher, publicUrl: app.config.publicUrl };

  defineRoute(app, api.orders.getAllOrdersCountByStatus, async () => {
    const counts = await orderCountsByStatus(app.db);
    return { data: { orders: ORDER_STATUSES.map((orderStatus) => ({ orderStatus, count: counts[orderStatus] })) } };
  });

  defineListRoute(app, api.orders.getAllOrdersByStatus, {
    select: ORDER_LIST_COLUMNS,
    from: 'orders',
    orderBy: 'created_at DESC, id',
    keyColumn: 'id',
    filterColumns: { orderStatus: 'order_status' },
    // Name, e-mail, phone and transaction id, lowercased (migration 005), under orders_search_trgm_idx.
    searchIn: 'search_text',
    searchInIsLowercase: true,
    idColumn: 'id',
    toDocument: toOrderListEntry,
    knownCount: knownOrderCount,
    seek: orderListSeek,
    sortable: true,
  });

  dashboardRoute(app);

  defineRoute(app, api.orders.getSingleOrder, async ({ params }) => {
    const found = await app.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [params.id]);
    if (!found.rows[0]) throw notFound('Order');
    const items = await app.db.query<OrderItemRow>(ORDER_ITEM_SQL, [params.id]);
    const orderItems = items.rows.map(toOrderItem);
    const deliveries = await orderDeliveries(app.db, params.id);
    return { data: { order: toOrder(found.rows[0]), orderItem: orderItems[0] ?? null, orderItems, deliveries } };
  });

  defineRoute(app, api.orders.changeOrderStatus, async ({ params, actor }) => ({
    data: await transitionOrder(app.db, delivery, params.id, 'completed', actor),
  }));

  defineRoute(app, api.orders.cancelOrder, async ({ params, actor }) => ({
    data: await transitionOrder(app.db, delivery, params.id, 'cancelled', actor),
  }));

  defineRoute(app, api.orders.replaceDeliveredCredential, async ({ params, body, actor }) => ({
    data: await replaceDeliveredCredential(app.db, delivery, params.id, body.reason.trim(), actor),
  }));

  await orderEventRoutes(app);
}
