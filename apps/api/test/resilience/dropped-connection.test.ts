import { api } from '@shopdesk/contracts';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { callAs } from '../helpers/call';
import { insertOrder } from '../helpers/fixtures';
import { buildAppOn, signedInEmployee, type ResilienceApp } from './resilience-app';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

// PostgreSQL dropping the connection of a transaction in progress (a restart, a failover,
// pg_terminate_backend) must cost that request a 503, never the process. PGlite has no
// connections to drop: runs when DATABASE_URL is set.
const url = process.env.DATABASE_URL;
const describeWithServer = url ? describe : describe.skip;

describeWithServer('a connection dropped inside a transaction', () => {
  let scratch: ScratchDatabase;
  let db: Database;
  let t: ResilienceApp;
  let employee: { token: string };
  /** Set by a test: the next transaction's connection is terminated before its work runs. */
  let terminateNext: 'own' | 'all' | undefined;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase(url as string);
    const pool = openPostgresDatabase({ url: scratch.url, poolSize: 3, onError: (error) => connectionErrors.push(error) });
    await migrate(pool);
    // Between BEGIN and the route's first statement the connection is idle in its transaction:
    // the moment a dropped connection used to surface as an unhandled 'error' event.
    db = {
      ...pool,
      transaction: (work) =>
        pool.transaction(async (tx) => {
          const target = terminateNext;
          terminateNext = undefined;
          if (target) {
            const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
            const seen = connectionErrors.length;
            await scratch.terminate(target === 'own' ? rows[0].pid : undefined);
            // The termination only signals the backend: wait until a client has read its goodbye.
            while (connectionErrors.length === seen) await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return work(tx);
        }),
    };
    t = await buildAppOn(db);
    employee = await signedInEmployee(db);
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
    await scratch?.drop();
  });

  const complete = (id: string) =>
    callAs(t.app, employee, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });
  const auditRows = async (id: string) =>
    (await db.query('SELECT 1 FROM audit_log WHERE entity_id = $1', [id])).rowCount;

  it.each(['own', 'all'] as const)('answers 503 when %s backends are terminated, then serves the retry', async (target) => {
    const orderId = await insertOrder(db);
    terminateNext = target;
    const failed = await complete(orderId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/database is unavailable/i);
    expect(connectionErrors.length).toBeGreaterThan(0);
    expect(await auditRows(orderId)).toBe(0);

    const retried = await complete(orderId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.orderStatus).toBe('completed');
    expect(await auditRows(orderId)).toBe(1);
    expect((await callAs(t.app, null, api.system.getHealth)).statusCode).toBe(200);
  });

  it('keeps serving while every backend is terminated under concurrent transactions', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => insertOrder(db)));
    const answers = await Promise.all(
      orders.map(async (id, i) => {
        if (i % 4 === 0) setTimeout(() => void scratch.terminate(), i * 5);
        return (await complete(id)).statusCode;
      }),
    );
    expect(answers.every((status) => status === 200 || status === 503)).toBe(true);

    const states = await db.query<{ id: string; order_status: string; audits: number }>(
      `SELECT o.id, o.order_status, (SELECT count(*)::int FROM audit_log a WHERE a.entity_id = o.id) AS audits
         FROM orders o WHERE o.id = ANY($1::uuid[])`,
      [orders],
    );
    // Each order either moved and has its audit row, or did neither.
    for (const row of states.rows) expect([row.order_status, row.audits]).toEqual(row.audits ? ['completed', 1] : ['pending', 0]);
    // A COMMIT cut off before its answer may still have landed: a 503 can hide a completed order, never the reverse.
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(states.rows.filter((row) => row.audits === 1).length);
  });
});
