import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the API counts as it works, in one registry per app. Each is counted where the work is
 * done, after its transaction has committed; the gauges read when scraped are in
 * collected-gauges.ts. Per process: Prometheus sums the instances.
 */
export interface ShopMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Storefront orders taken, by the storefront key's name. */
  ordersCreated: Counter<'source'>;
  /** Pending orders completed or cancelled, one by one or in bulk. */
  orderStatusChanges: Counter<'to'>;
  refunds: Counter<'reason'>;
  emailFailures: Counter<'final'>;
  /** Storefront calls whose key was accepted, by the key's name (refused past its limit included): how hot each key runs. */
  storefrontCalls: Counter<'key'>;
  /** Storefront calls refused because their key was past its calls a minute. */
  storefrontLimited: Counter<'key'>;
  /** Unsearched first pages of a list answered from the process's kept pages or read from the database (lib/first-page-cache.ts). */
  firstPages: Counter<'list' | 'answer'>;
}

/** `storefrontKeyPerMinute`: the calls a storefront key may make a minute (RATE_LIMIT_STOREFRONT_KEY), exported so an alert can compare. */
export function createShopMetrics(storefrontKeyPerMinute: number): ShopMetrics {
  const registry = new Registry();
  new Gauge({
    name: 'shopdesk_storefront_key_limit_per_minute',
    help: 'Calls a storefront key may make a minute (RATE_LIMIT_STOREFRONT_KEY); past it, 429',
    registers: [registry],
  }).set(storefrontKeyPerMinute);
  return {
    registry,
    httpDuration: new Histogram({
      name: 'shopdesk_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status (live streams left out)',
      labelNames: ['method', 'route', 'status_code'],
      // The list targets are 20 ms (pages) and 50 ms (broad searches); a slow client takes seconds.
      buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ordersCreated: new Counter({
      name: 'shopdesk_orders_created_total',
      help: 'Orders taken from the storefront, by the name of the key that sent them',
      labelNames: ['source'],
      registers: [registry],
    }),
    orderStatusChanges: new Counter({
      name: 'shopdesk_order_status_changes_total',
      help: 'Pending orders completed or cancelled',
      labelNames: ['to'],
      registers: [registry],
    }),
    refunds: new Counter({
      name: 'shopdesk_refunds_total',
      help: 'Refunds recorded, by reason',
      labelNames: ['reason'],
      registers: [registry],
    }),
    emailFailures: new Counter({
      name: 'shopdesk_email_delivery_failures_total',
      help: 'Failed e-mail deliveries; final="true" when the e-mail was given up on',
      labelNames: ['final'],
      registers: [registry],
    }),
    storefrontCalls: new Counter({
      name: 'shopdesk_storefront_calls_total',
      help: 'Storefront calls whose key was accepted, by the name of the key (those refused past its limit included)',
      labelNames: ['key'],
      registers: [registry],
    }),
    storefrontLimited: new Counter({
      name: 'shopdesk_storefront_limited_total',
      help: "Storefront calls refused (429) because their key was past its calls a minute, by the key's name",
      labelNames: ['key'],
      registers: [registry],
    }),
    firstPages: new Counter({
      name: 'shopdesk_list_first_pages_total',
      help: 'Unsearched first pages of a list, by list path; answer="kept" when answered from the pages this process kept (nothing they show had changed), "read" when read from the database',
      labelNames: ['list', 'answer'],
      registers: [registry],
    }),
  };
}
