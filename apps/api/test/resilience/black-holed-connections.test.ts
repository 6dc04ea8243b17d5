import { api } from '@shopdesk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { callAs } from '../helpers/call';
import { FaultProxy } from './fault-proxy';
import { buildAppOn, signedInEmployee, type ResilienceApp } from './resilience-app';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

// A NAT or a failover losing the connections' state leaves sockets that swallow every byte and
// never close. The pool must give up on them (query timeout, then destroy the client) and serve
// again within seconds of the server being reachable. Needs a real server: runs with DATABASE_URL.
const url = process.env.DATABASE_URL;
const describeWithServer = url ? describe : describe.skip;

const POOL_SIZE = 3;
// Short, so the test is quick; the defaults are 15 s and 17 s.
const STATEMENT_TIMEOUT_MS = 800;
const QUERY_TIMEOUT_MS = 1000;

describeWithServer('black-holed database connections', () => {
  let scratch: ScratchDatabase;
  let proxy: FaultProxy;
  let db: Database;
  let t: ResilienceApp;
  let employee: { token: string };

  beforeAll(async () => {
    scratch = await scratchDatabase(url as string);
    const direct = openPostgresDatabase({ url: scratch.url, poolSize: 1 });
    await migrate(direct);
    employee = await signedInEmployee(direct);
    await direct.close();

    const target = new URL(scratch.url);
    proxy = new FaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.up();
  });
  // A pool of its own for each test, all its connections live at the start.
  beforeEach(async () => {
    db = openPostgresDatabase({
      url: proxy.proxiedUrl(scratch.url),
      poolSize: POOL_SIZE,
      statementTimeoutMillis: STATEMENT_TIMEOUT_MS,
      queryTimeoutMillis: QUERY_TIMEOUT_MS,
    });
    t = await buildAppOn(db);
  });
  afterEach(async () => {
    await t.close();
    // Dropped first: ending a pool client on a black-holed socket would wait forever.
    await proxy.down();
    await db.close();
    await proxy.up();
  });
  afterAll(async () => {
    await proxy?.down();
    await scratch?.drop();
  });

  const health = () => callAs(t.app, null, api.system.getHealth);
  const listOrders = () => callAs(t.app, employee, api.orders.getAllOrdersByStatus);
  const timed = async (request: () => Promise<LightMyRequestResponse>) => {
    const started = Date.now();
    const res = await request();
    return { res, ms: Date.now() - started };
  };

  it('answers 503 while connections are black-holed and 200 within 5 s of the network coming back', async () => {
    // Every pool slot holds a live connection, so all of them go dead at once.
    const warm = await Promise.all(Array.from({ length: POOL_SIZE * 2 }, listOrders));
    expect(warm.map((res) => res.statusCode)).toEqual(Array(POOL_SIZE * 2).fill(200));
    expect(proxy.connections).toBe(POOL_SIZE);

    proxy.blackHole();
    const during = await Promise.all([health, listOrders, listOrders, listOrders, health].map(timed));
    for (const { res, ms } of during) {
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/database is unavailable/i);
      expect(ms).toBeLessThan(5000);
    }

    proxy.restore();
    const restored = Date.now();
    let res = await health();
    while (res.statusCode !== 200 && Date.now() - restored < 10_000) res = await health();
    expect(res.statusCode).toBe(200);
    expect(Date.now() - restored).toBeLessThan(5000);
    expect((await listOrders()).statusCode).toBe(200);
  });

  it('discards every idle connection opened before one was found dead, so one request pays, not one per connection', async () => {
    await Promise.all(Array.from({ length: POOL_SIZE * 2 }, listOrders));
    expect(proxy.connections).toBe(POOL_SIZE);
    proxy.blackHole();
    proxy.restore();
    // The server can be reached, but every idle connection in the pool is dead.
    const answers = [];
    for (let i = 0; i < POOL_SIZE + 1; i += 1) answers.push((await listOrders()).statusCode);
    expect(answers).toEqual([503, ...Array(POOL_SIZE).fill(200)]);
  });

  it('reads as down on the health check within seconds, long before the default query timeout', async () => {
    const defaults = openPostgresDatabase({ url: proxy.proxiedUrl(scratch.url), poolSize: 1 });
    const withDefaults = await buildAppOn(defaults);
    try {
      expect((await callAs(withDefaults.app, null, api.system.getHealth)).statusCode).toBe(200);
      proxy.blackHole();
      const { res, ms } = await timed(() => callAs(withDefaults.app, null, api.system.getHealth));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/database is unavailable/i);
      // docs/reliability.md: health gives up after 3 s (the 2 s beyond are room, not a speed check).
      expect(ms).toBeLessThan(3000 + 2000);
    } finally {
      await withDefaults.close();
      await proxy.down();
      await defaults.close();
      await proxy.up();
    }
  });
});
