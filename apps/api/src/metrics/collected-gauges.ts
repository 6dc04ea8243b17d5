import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { isLowStock, stockOfActiveServices } from '../repositories/services';

/**
 * The gauges read from the app and the database when Prometheus scrapes: the pool, the open live
 * streams, the e-mail outbox and the stock. A reading that fails (the database down) leaves its
 * gauges empty for that scrape rather than repeating an old value; the rest still answer.
 */
export function registerCollectedGauges(app: FastifyInstance): void {
  const registers = [app.metrics.registry];

  new Gauge({
    name: 'shopdesk_db_pool_connections',
    help: 'PostgreSQL pool connections: busy (in use), idle, and queries waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const stats = app.db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'shopdesk_live_streams_open',
    help: 'Live order streams this instance holds open',
    registers,
    collect() {
      this.set(app.orderEvents.openStreams);
    },
  });

  const readOutbox = sharedReading(async () => {
    const { rows } = await app.db.query<{ backlog: number; oldest: number | null }>(
      `SELECT count(*)::int AS backlog, extract(epoch FROM now() - min(created_at))::float8 AS oldest
         FROM outbox_emails WHERE status = 'pending'`,
    );
    return { backlog: rows[0].backlog, oldestAgeSeconds: rows[0].oldest ?? 0 };
  });
  new Gauge({
    name: 'shopdesk_outbox_backlog',
    help: 'E-mails waiting to be sent',
    registers,
    async collect() {
      this.reset();
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.backlog);
    },
  });
  new Gauge({
    name: 'shopdesk_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0 when none waits)',
    registers,
    async collect() {
      this.reset();
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.oldestAgeSeconds);
    },
  });

  const readStock = sharedReading(async () => {
    const rows = await stockOfActiveServices(app.db);
    return { rows, low: rows.filter((row) => isLowStock(row.available, row.recent_units, app.config.stockLow)).length };
  });
  new Gauge({
    name: 'shopdesk_stock_services_low',
    help: 'Active stock services whose available credentials are low (STOCK_LOW_DAYS, STOCK_LOW_MINIMUM)',
    registers,
    async collect() {
      this.reset();
      const stock = await readStock();
      if (stock) this.set(stock.low);
    },
  });
  new Gauge({
    name: 'shopdesk_credentials_available',
    help: 'Credentials that can still be handed out, per active stock service',
    labelNames: ['service'],
    registers,
    async collect() {
      this.reset();
      const stock = await readStock();
      for (const row of stock?.rows ?? []) this.set({ service: row.name }, row.available);
    },
  });
}

/**
 * One database reading shared by the gauges of one scrape (the registry collects them side by
 * side): a second call within a second gets the first's answer. Undefined when it failed.
 */
function sharedReading<T>(read: () => Promise<T>): () => Promise<T | undefined> {
  let last: { at: number; reading: Promise<T | undefined> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > 1000) last = { at: now, reading: read().catch(() => undefined) };
    return last.reading;
  };
}
