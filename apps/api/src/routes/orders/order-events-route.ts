import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notAcceptable, serviceUnavailable } from '../../errors';
import { parsePosition } from '../../live/order-event-store';
import { defineStreamRoute } from '../define-stream-route';

/** A full server is told to wait this long (clients add their own jitter and back off). */
const SERVER_FULL_RETRY_SECONDS = 30;

/**
 * The live order queue (orders/events): server-sent events from the app's order-events hub. A
 * client must ask for `text/event-stream` (EventSource and the web client do): anything else would
 * wait for an answer that never ends. `Last-Event-ID` resumes from that event's position.
 */
export async function orderEventRoutes(app: FastifyInstance) {
  defineStreamRoute(app, api.orders.streamOrderEvents, async ({ employee, raw, reply }) => {
    if (!/(^|[\s,])text\/event-stream(\s*[;,]|\s*$)/i.test(raw.headers.accept ?? '')) {
      throw notAcceptable('This call answers server-sent events: send Accept: text/event-stream');
    }
    const lastEventId = raw.headers['last-event-id'];
    if (lastEventId !== undefined && !(typeof lastEventId === 'string' && parsePosition(lastEventId))) {
      throw badRequest('Last-Event-ID must be the id of an event this stream sent');
    }
    const opened = await app.orderEvents.open({ sessionId: employee.sessionId, employeeId: employee.id, lastEventId: lastEventId || undefined });
    if (opened.kind === 'closing') throw serviceUnavailable('The server is shutting down; reconnect in a moment');
    if (opened.kind === 'server-full') throw serviceUnavailable('The server holds as many live streams as it can; reconnect in a moment', SERVER_FULL_RETRY_SECONDS);
    // Proxies (nginx) would otherwise buffer the events.
    reply.header('x-accel-buffering', 'no');
    return opened.stream.body;
  });
}
