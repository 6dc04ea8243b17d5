import { api } from '@shopdesk/contracts';
import { insertCredential, insertService } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { newKey, orderBody, sendOrder } from '../storefront/storefront-helpers';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample of the scrape (`name{labels} value`), or undefined when it is absent. */
function sample(scrape: string, name: string, labels = ''): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('off unless configured', () => {
  const t = setupTestApp();

  it('answers 404 at /metrics, saying how to turn them on', async () => {
    const res = await t.inject(null, { method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Metrics are served on METRICS_PORT, or here once METRICS_TOKEN is set');
  });
});

describe('behind METRICS_TOKEN', () => {
  const t = setupTestApp({ METRICS_TOKEN: TOKEN });
  const manager = setupEmployee(t, { level: 'manager' });
  const scrape = async () => {
    const res = await t.inject(null, { method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.inject(null, { method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([res.statusCode, res.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    }
  });

  it("counts the shop's work: orders taken per storefront key, completions, cancellations, refunds", async () => {
    const service = await insertService(t.db, { name: 'Metrics VPN' });
    for (let i = 0; i < 3; i++) await insertCredential(t.db, t.app.cipher, service);
    const key = await newKey(t, 'web shop');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await sendOrder(t, key, orderBody([service], { transactionId: `TX-METRICS-${i}` }))).json().data._id);
    // A retry with the same Idempotency-Key is the same order: not counted twice.
    const retried = orderBody([service], { transactionId: 'TX-METRICS-RETRY' });
    for (let i = 0; i < 2; i++) await sendOrder(t, key, retried, { 'idempotency-key': 'metrics-retry-1' });

    expect((await t.call(manager, api.orders.changeOrderStatus, { params: { id: ids[0] }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);
    expect((await t.call(manager, api.orders.cancelOrder, { params: { id: ids[1] } })).statusCode).toBe(200);
    const bulk = await t.call(manager, api.orders.bulkChangeOrderStatus, { body: { ids: [ids[2]], orderStatus: 'completed' } });
    expect(bulk.statusCode).toBe(200);
    const owner = await t.createEmployee();
    expect((await t.call(owner, api.orders.refundOrder, { params: { id: ids[0] }, body: { amount: 1, reason: 'not_working' } })).statusCode).toBe(201);

    const text = await scrape();
    expect(sample(text, 'shopdesk_orders_created_total', 'source="web shop"')).toBe(4);
    expect(sample(text, 'shopdesk_order_status_changes_total', 'to="completed"')).toBe(2);
    expect(sample(text, 'shopdesk_order_status_changes_total', 'to="cancelled"')).toBe(1);
    expect(sample(text, 'shopdesk_refunds_total', 'reason="not_working"')).toBe(1);
    // Two of three credentials went out: one left, under STOCK_LOW_MINIMUM (5).
    expect(sample(text, 'shopdesk_credentials_available', 'service="Metrics VPN"')).toBe(1);
    expect(sample(text, 'shopdesk_stock_services_low')).toBeGreaterThanOrEqual(1);
    // The two deliveries' e-mails wait in the outbox (no worker runs in the tests).
    expect(sample(text, 'shopdesk_outbox_backlog')).toBe(2);
    expect(sample(text, 'shopdesk_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('times requests by route pattern and status, and reports the process', async () => {
    await t.call(null, api.system.getHealth);
    await t.inject(null, { method: 'GET', url: '/api/nope' });
    const text = await scrape();
    expect(sample(text, 'shopdesk_http_request_duration_seconds_count', 'method="GET",route="/api/health",status_code="200"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shopdesk_http_request_duration_seconds_count', 'method="GET",route="unmatched",status_code="404"')).toBeGreaterThanOrEqual(1);
    // An order's id is in its path, never in a label: one series per route, not per order.
    expect(text).not.toMatch(/route="\/api\/[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(sample(text, 'shopdesk_live_streams_open')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('on a port of its own', () => {
  it('serves only GET /metrics, to a bearer of the token when one is set', async () => {
    const { Registry, Counter } = await import('prom-client');
    const { startMetricsServer } = await import('../../src/metrics/metrics-server');
    const registry = new Registry();
    new Counter({ name: 'shopdesk_test_total', help: 'test', registers: [registry] }).inc(3);
    for (const token of [undefined, TOKEN]) {
      const server = await startMetricsServer({ registry, port: 0, host: '127.0.0.1', token });
      const { port } = server.address() as { port: number };
      try {
        const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
        const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const scraped = await get('/metrics', auth);
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toContain('shopdesk_test_total 3');
        expect((await get('/api/health', auth)).status).toBe(404);
        if (token) expect((await get('/metrics')).status).toBe(401);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});
