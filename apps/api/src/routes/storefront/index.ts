import { api, IDEMPOTENT_REPLAY_HEADER } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { requestActor } from '../../lib/audit';
import { defineRoute } from '../define-route';
import { createStorefrontOrder } from './create-order';

/** The calls the shop's storefront makes with its storefront key (checked by http/authenticate-storefront.ts). */
export async function storefrontRoutes(app: FastifyInstance) {
  defineRoute(app, api.storefront.createOrder, async ({ body, storefrontKey, raw, reply }) => {
    const { answer, replayed } = await createStorefrontOrder(app.db, app.orderEventsNotifier, {
      body,
      storefrontKey,
      actor: requestActor(raw, null),
      idempotencyKey: (raw.headers as { 'idempotency-key'?: string })['idempotency-key'],
    });
    if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    else app.metrics.ordersCreated.inc({ source: storefrontKey.name });
    return answer;
  });
}
