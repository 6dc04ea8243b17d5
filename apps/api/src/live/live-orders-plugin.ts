import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderEventsHub, ORDER_EVENTS_HUB_DEFAULTS, type OrderEventsHub } from './order-events-hub';
import { createOrderEventsNotifier, type OrderEventsNotifier } from './order-events-notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live order queue's hub (routes/orders/order-events-route.ts streams from it). */
    orderEvents: OrderEventsHub;
    /** Tells every instance's streams of order events committed without their NOTIFY (the storefront's intake). */
    orderEventsNotifier: OrderEventsNotifier;
  }
}

/**
 * One order-events hub per app: it listens once the app is ready, and its streams end in
 * `preClose`, before the server waits for open requests to finish: an event stream never finishes
 * by itself, so shutdown would otherwise wait for every client to leave. And the notifier of the
 * commits that leave their NOTIFY to it.
 */
async function liveOrders(app: FastifyInstance) {
  const { perEmployee, max } = app.config.liveStreams;
  const hub = createOrderEventsHub(app.db, app.config.session, app.log, {
    ...ORDER_EVENTS_HUB_DEFAULTS,
    maxStreamsPerEmployee: perEmployee,
    maxStreams: max,
  });
  app.decorate('orderEvents', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.close());
  const notifier = createOrderEventsNotifier(app.db, app.log);
  app.decorate('orderEventsNotifier', notifier);
  // After the requests have finished (their commits are told), before the database closes.
  app.addHook('onClose', () => notifier.close());
}

export const liveOrdersPlugin = fp(liveOrders, { name: 'live-orders', fastify: '5.x' });
