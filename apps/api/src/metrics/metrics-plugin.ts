import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics } from 'prom-client';
import { registerCollectedGauges } from './collected-gauges';
import { createShopMetrics, type ShopMetrics } from './shop-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's counters (always there, so the routes count whether or not anyone scrapes them). */
    metrics: ShopMetrics;
  }
}

/** Where Prometheus scrapes, on the API's port (with METRICS_TOKEN) or on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearsMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics: the app's counters, Node's own (memory, event-loop lag, GC), a request
 * duration histogram by route pattern and status, and the gauges read at scrape. Collected only
 * when they can be scraped (METRICS_TOKEN or METRICS_PORT); `/metrics` on the API's port answers
 * 404 without a token configured, 401 without it given.
 */
async function metricsPlugin(app: FastifyInstance) {
  app.decorate('metrics', createShopMetrics(app.config.rateLimits.storefrontCallsPerKeyPerMinute));
  const { token, port } = app.config.metrics;
  const enabled = token !== undefined || port !== undefined;
  if (enabled) {
    collectDefaultMetrics({ register: app.metrics.registry });
    registerCollectedGauges(app);
    app.addHook('onResponse', async (request, reply) => {
      // A live stream's duration is how long a tab stayed open, not how fast it was answered.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      app.metrics.httpDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
  }

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (token === undefined) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Metrics are served on METRICS_PORT, or here once METRICS_TOKEN is set' });
    }
    if (!bearsMetricsToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, error: 'Unauthorized', message: 'Send the metrics token as a bearer token' });
    }
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
}

export const metrics = fp(metricsPlugin, { name: 'metrics' });
