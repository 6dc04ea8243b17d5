import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { recordOrderChanges } from '../../live/order-event-store';
import { ORDER_LIST } from '../../repositories/orders';
import { defineBulkRoute } from '../define-bulk-route';
import type { DeliveryDeps } from './delivery-email';
import { transitionOrder } from './transition-order';

/**
 * Completes or cancels many pending orders, each exactly as its own call would (a completion
 * without stock fails and rolls back alone; each is audited), and tells the live streams once.
 */
export function bulkChangeStatusRoute(app: FastifyInstance, delivery: DeliveryDeps): void {
  defineBulkRoute(app, api.orders.bulkChangeOrderStatus, {
    rows: { ...ORDER_LIST, listCall: api.orders.getAllOrdersByStatus, idColumn: 'id' },
    each: async (id, { body, actor }) => {
      await transitionOrder(app.db, delivery, id, body.orderStatus, actor, { quiet: true });
      app.metrics.orderStatusChanges.inc({ to: body.orderStatus });
    },
    afterAll: (done, { body }) => recordOrderChanges(app.db, done.map((orderId) => ({ orderId, from: 'pending', to: body.orderStatus }))),
  });
}
