import { api, EXPORT_COLUMNS, ORDER_STATUSES } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { findOrderDeliveries } from '../../repositories/credential-deliveries';
import { orderCountsByStatus } from '../../repositories/order-counts';
import { findOrderItems, findOrderWithDuplicate, ORDER_LIST } from '../../repositories/orders';
import { notFound } from '../../errors';
import { defineExportRoute } from '../define-export-route';
import { defineListRoute } from '../define-list-route';
import { dollars } from '../../lib/export-cells';
import { defineRoute } from '../define-route';
import { toOrder, toOrderItem, toOrderListEntry, toStockShortfall } from './order-row';
import { toCredentialDelivery } from './delivery-row';
import { bulkChangeStatusRoute } from './bulk-change-status';
import { customerRoutes } from './customers';
import { dashboardRoute } from './dashboard';
import { orderEventRoutes } from './order-events-route';
import type { DeliveryDeps } from './delivery-email';
import { addOrderNote, editOrderNote } from './order-notes';
import { orderTimeline } from './order-timeline';
import { orderRefunds, refundOrder } from './refund-order';
import { replaceDeliveredCredential } from './replace-credential';
import { resendDelivery } from './resend-delivery';
import { transitionOrder } from './transition-order';

export async function orderRoutes(app: FastifyInstance) {
  const delivery: DeliveryDeps = { cipher: app.cipher, publicUrl: app.config.publicUrl };

  defineRoute(app, api.orders.getAllOrdersCountByStatus, async () => {
    const counts = await orderCountsByStatus(app.db);
    return { data: { orders: ORDER_STATUSES.map((orderStatus) => ({ orderStatus, count: counts[orderStatus] })) } };
  });

  defineListRoute(app, api.orders.getAllOrdersByStatus, { ...ORDER_LIST, toDocument: toOrderListEntry });
  defineExportRoute(app, api.orders.exportOrders, {
    ...ORDER_LIST,
    toDocument: toOrderListEntry,
    fileName: 'orders',
    entity: 'order',
    header: EXPORT_COLUMNS.orders,
    cells: (o) => [o._id, o.createdAt, o.orderStatus, o.name, o.email, o.phone, dollars(o.total), o.transactionId, o.paymentMethod, o.serviceName, String(o.itemCount)],
  });

  dashboardRoute(app);
  customerRoutes(app);

  defineRoute(app, api.orders.getSingleOrder, async ({ params }) => {
    const order = await findOrderWithDuplicate(app.db, params.id);
    if (!order) throw notFound('Order');
    const orderItems = (await findOrderItems(app.db, params.id)).map(toOrderItem);
    const deliveries = (await findOrderDeliveries(app.db, params.id)).map(toCredentialDelivery);
    const { refunded, refunds } = await orderRefunds(app.db, params.id);
    const single = {
      order: toOrder(order),
      orderItem: orderItems[0] ?? null,
      orderItems,
      deliveries,
      duplicateOf: order.duplicate_of,
      watchReason: order.watch_reason,
      stockShort: toStockShortfall(order.stock_short),
      refunded,
      refunds,
    };
    return { data: single };
  });

  defineRoute(app, api.orders.changeOrderStatus, async ({ params, actor }) => {
    const order = await transitionOrder(app.db, delivery, params.id, 'completed', actor);
    app.metrics.orderStatusChanges.inc({ to: 'completed' });
    return { data: order };
  });

  defineRoute(app, api.orders.cancelOrder, async ({ params, actor }) => {
    const order = await transitionOrder(app.db, delivery, params.id, 'cancelled', actor);
    app.metrics.orderStatusChanges.inc({ to: 'cancelled' });
    return { data: order };
  });

  bulkChangeStatusRoute(app, delivery);

  defineRoute(app, api.orders.replaceDeliveredCredential, async ({ params, body, actor }) => ({
    data: await replaceDeliveredCredential(app.db, delivery, params.id, body.reason.trim(), actor),
  }));

  defineRoute(app, api.orders.getOrderTimeline, async ({ params }) => ({ data: { events: await orderTimeline(app.db, params.id) } }));

  defineRoute(app, api.orders.addOrderNote, async ({ params, body, actor }) => ({
    data: await addOrderNote(app.db, params.id, body.body.trim(), actor),
  }));

  defineRoute(app, api.orders.editOrderNote, async ({ params, body, actor }) => ({
    data: await editOrderNote(app.db, app.clock, params.id, body.body.trim(), actor),
  }));

  defineRoute(app, api.orders.resendDelivery, async ({ params, body, actor }) => ({
    data: await resendDelivery(app.db, { ...delivery, clock: app.clock }, params.id, body.email, actor),
  }));

  defineRoute(app, api.orders.refundOrder, async ({ params, body, actor }) => {
    const refunds = await refundOrder(app.db, params.id, body, actor);
    app.metrics.refunds.inc({ reason: body.reason });
    return { data: refunds };
  });

  await orderEventRoutes(app);
}
