import { api } from '@shopdesk/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { memoryRateLimiter } from '../../src/lib/rate-limiter';
import { localFileStorage } from '../../src/storage/local-file-storage';
import { callAs } from '../helpers/call';
import { TcpProxy } from './tcp-proxy';
import { testCipher } from '../helpers/test-cipher';

// A PostgreSQL outage must answer fast 503s with a message, and the API must come back by
// itself when the server returns. Needs a real server: runs when DATABASE_URL is set.
const url = process.env.DATABASE_URL;
const describeWithServer = url ? describe : describe.skip;

describeWithServer('a database outage', () => {
  const target = url ? new URL(url) : new URL('postgres://127.0.0.1:5432/x');
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: ReturnType<typeof openPostgresDatabase>;

  beforeAll(async () => {
    await proxy.up();
    const proxied = new URL(target.toString());
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/shopdesk-outage-test' });
    db = openPostgresDatabase({ url: proxied.toString(), poolSize: 2 });
    app = await buildApp({
      config,
      db,
      rateLimiter: memoryRateLimiter(),
      storage: localFileStorage('/tmp/shopdesk-outage-test/uploads'),
      cipher: testCipher,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await proxy.down();
  });

  it('answers 503 quickly while the server is down and recovers when it returns', async () => {
    const health = () => callAs(app, null, api.system.getHealth);
    expect((await health()).statusCode).toBe(200);

    await proxy.down();
    for (const request of [health, () => callAs(app, { token: 'a'.repeat(43) }, api.orders.getAllOrdersByStatus)]) {
      const started = Date.now();
      const res = await request();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/database is unavailable/i);
      expect(Date.now() - started).toBeLessThan(5000);
    }

    // The instance is not ready for requests, but alive: an orchestrator must not restart it for the database's outage.
    const ready = await callAs(app, null, api.system.getReadiness);
    expect([ready.statusCode, ready.json().message]).toEqual([503, 'Not ready: the database is unavailable']);
    expect((await callAs(app, null, api.system.getLiveness)).statusCode).toBe(200);

    await proxy.up();
    expect((await health()).statusCode).toBe(200);
    // Up again. This test's database (the suite's, under DATABASE_URL) may never have been migrated:
    // then readiness says so, rather than blaming the connection.
    const readyAgain = await callAs(app, null, api.system.getReadiness);
    if (readyAgain.statusCode !== 200) expect(readyAgain.json().message).toMatch(/^Not ready: \d+ migrations? of this release not applied \(\d{3}_\w+\.sql first\)$/);
  });
});
