/**
 * A checkout rush (issue #27, item 3): with the product's default settings, the real API process on
 * PostgreSQL (a database of its own, filled with generate-data.ts's shop: BENCH_ORDERS etc.) takes
 * storefront orders from 32 clients sending BENCH_RUSH_RATE requests a second together (default
 * 330: 314 orders a second and their retries) for BENCH_RUSH_SECONDS (default 60), each order with
 * an Idempotency-Key, 5% of the requests a retry of an order already answered. Beside them, two
 * employees read the pending list and the counts, five times a second each. After: the orders in
 * the database, counted, and any payment with more than one order; where every core went; in which
 * seconds the slow answers were due and what PostgreSQL's backends waited on; the WAL written.
 * Report: bench/reports/rush-postgres.md.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { api, STOREFRONT_KEY_HEADER } from '@shopdesk/contracts';
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Queryable } from '../src/db/database';
import { startApi } from '../hardening/api-process';
import { percentile } from '../hardening/figures';
import { createStorefrontKey } from '../src/storefront/storefront-keys';
import { pgUrl, writeReport } from './bench-app';
import { sizesFromEnv } from './generate-data';
import { generatedShop } from './generated-shop';
import { describeBackendWaits, sampleBackendWaits } from './backend-waits';
import { childPid, describeMachine, watchCpu, type CpuShares } from './machine';

const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const CLIENTS = 32;
/**
 * Requests a second the clients send together, each on a schedule of its own. Paced, not as fast as
 * answered: a closed loop offers whatever the machine answers, and past the key's limit (500 a
 * second by default) it measures the limiter, not a sale.
 */
const RATE = Number(process.env.BENCH_RUSH_RATE ?? 330);
const RETRY_SHARE = 0.05;
const EMPLOYEES = 2;
/** An employee's next read this long after the last began (or at once when it took longer): a busy person, not a loop. */
const EMPLOYEE_EVERY_MS = 200;
const TARGET = { ordersPerSecond: 300, p99Ms: 100, listP99Ms: 40, countsP99Ms: 10 };

interface Sent {
  idempotencyKey: string;
  body: string;
  orderId?: string;
}

const ms = (n: number) => n.toFixed(1);

/** WAL the server has written so far (pg_stat_wal): its bytes and its full-page images. */
async function walWritten(db: Queryable): Promise<{ bytes: number; fullPages: number }> {
  const { rows } = await db.query<{ bytes: string; full_pages: string }>('SELECT wal_bytes::text AS bytes, wal_fpi::text AS full_pages FROM pg_stat_wal');
  return { bytes: Number(rows[0].bytes), fullPages: Number(rows[0].full_pages) };
}

/** Page cache written but not yet on the disk (Dirty and Writeback of /proc/meminfo), MiB: what every fsync may wait behind. */
function dirtyMiB(): number {
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(meminfo)?.[1] ?? 0);
  return (kib('Dirty') + kib('Writeback')) / 1024;
}

/** `the API 13.1 s, postgres 21.1 s, the load generator 3.5 s, esbuild 2.0 s`: the parts using half a second or more. */
function describeCpu(used: CpuShares): string {
  const label: Record<string, string> = { api: 'the API', postgres: 'PostgreSQL', generator: 'the load generator' };
  return Object.entries(used)
    .filter(([part, seconds]) => part in label || seconds >= 0.5)
    .sort(([, a], [, b]) => b - a)
    .map(([part, seconds]) => `${label[part] ?? part} ${seconds.toFixed(1)} s`)
    .join(', ');
}

/** One request on the keep-alive agent: its status and body. */
function call(agent: Agent, url: string, options: { method?: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', agent, headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

async function main() {
  if (!pgUrl) throw new Error('rush-bench runs on PostgreSQL: set BENCH_DATABASE_URL');
  const machine = await describeMachine(pgUrl);
  const shop = await generatedShop(pgUrl, sizesFromEnv());
  const { db } = shop;
  let stopApi: (() => Promise<void>) | undefined;
  try {
    await db.query('VACUUM (ANALYZE) orders');
    // The shop was just written (a gigabyte and more): its pages on their way to the disk would
    // slow every WAL flush of the rush. A shop is not bulk-loaded seconds before a sale.
    await db.query('CHECKPOINT');
    execFileSync('sync');
    const { rows: services } = await db.query<{ id: string }>('SELECT id FROM services WHERE is_active ORDER BY serial LIMIT 20');
    const key = await createStorefrontKey(db, 'Rush storefront');

    // The product's defaults: only what a test process must say (where, which key, which admin).
    const server = await startApi({ databaseUrl: shop.url, env: { CREDENTIALS_KEY: shop.credentialsKey, LOG_LEVEL: 'warn' } });
    stopApi = () => server.stop();
    const token = await server.signIn();
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + EMPLOYEES });
    const run = randomUUID().slice(0, 8);
    let n = 0;
    const newOrder = (): Sent => {
      n += 1;
      const items = [{ serviceId: services[n % services.length].id, quantity: 1 + (n % 3) }];
      return {
        idempotencyKey: randomUUID(),
        body: JSON.stringify({ name: `Rush ${n}`, email: `rush${n % 5000}@example.com`, items, transactionId: `rush-${run}-${n}`, paymentMethod: 'Card' }),
      };
    };

    const intake: number[] = [];
    /** The second of the rush (from its start) each answer over the target was due in. */
    const slowSeconds = new Map<number, number>();
    let rushStart = 0;
    const statuses: Record<string, number> = {};
    let networkErrors = 0;
    let retries = 0;
    let retryMismatches = 0;
    const answered: Sent[] = [];
    /** `due`: when the request should have left. A request late behind a slow answer counts from then (no coordinated omission). */
    const send = async (order: Sent, retry: boolean, due = performance.now()) => {
      try {
        const res = await call(agent, `${server.url}${api.storefront.createOrder.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [STOREFRONT_KEY_HEADER]: key, 'idempotency-key': order.idempotencyKey },
          body: order.body,
        });
        const text = res.text;
        const took = performance.now() - due;
        intake.push(took);
        if (rushStart && took > TARGET.p99Ms) {
          const second = Math.floor((due - rushStart) / 1000);
          slowSeconds.set(second, (slowSeconds.get(second) ?? 0) + 1);
        }
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status !== 201) return;
        const id = (JSON.parse(text) as { data: { _id: string } }).data._id;
        if (retry) {
          if (id !== order.orderId) retryMismatches += 1;
        } else {
          order.orderId = id;
          answered.push(order);
        }
      } catch {
        networkErrors += 1;
      }
    };

    const list: number[] = [];
    const counts: number[] = [];
    const pendingPath = `${api.orders.getAllOrdersByStatus.path}?${new URLSearchParams({ filters: JSON.stringify({ orderStatus: 'pending' }) })}`;
    const read = async (path: string, into: number[]) => {
      const started = performance.now();
      const res = await call(agent, `${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 200) into.push(performance.now() - started);
      else statuses[`list ${res.status}`] = (statuses[`list ${res.status}`] ?? 0) + 1;
    };

    // Warm-up, outside the figures: the routes' code compiled, and every connection of the pool
    // opened with its statements prepared and its triggers' functions compiled, as the minutes of
    // orders before a sale leave them (a connection idle for 30 s closes).
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < 4; i++) await send(newOrder(), false);
    }));
    await read(pendingPath, []);
    intake.length = 0;
    for (const status of Object.keys(statuses)) delete statuses[status];
    const warmed = answered.length;

    const walBefore = await walWritten(db);
    const waits = await sampleBackendWaits(shop.url);
    const startedAt = performance.now();
    rushStart = startedAt;
    const until = startedAt + SECONDS * 1000;
    const load = loadavg()[0];
    const dirty = dirtyMiB();
    const cpu = watchCpu(childPid('apps/api/src/main.ts'));
    const every = (CLIENTS / RATE) * 1000;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let due = startedAt + (client * every) / CLIENTS; due < until; due += every) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const retry = answered.length > warmed && Math.random() < RETRY_SHARE;
        if (retry) {
          retries += 1;
          await send(answered[warmed + Math.floor(Math.random() * (answered.length - warmed))], true, due);
        } else {
          await send(newOrder(), false, due);
        }
      }
    });
    const employees = Array.from({ length: EMPLOYEES }, async (_, i) => {
      while (performance.now() < until) {
        const began = performance.now();
        await read(i === 0 ? pendingPath : api.orders.getAllOrdersCountByStatus.path, i === 0 ? list : counts);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, EMPLOYEE_EVERY_MS - (performance.now() - began))));
      }
    });
    await Promise.all([...clients, ...employees]);
    const elapsed = (performance.now() - startedAt) / 1000;
    const used = cpu.stop();
    const backendWaits = await waits.stop();
    const walAfter = await walWritten(db);
    agent.destroy();

    const { rows: made } = await db.query<{ orders: number; duplicates: number }>(
      `SELECT count(*)::int AS orders,
              (SELECT count(*)::int FROM (SELECT transaction_id FROM orders WHERE transaction_id LIKE $1 GROUP BY transaction_id HAVING count(*) > 1) d) AS duplicates
         FROM orders WHERE transaction_id LIKE $1`,
      [`rush-${run}-%`],
    );
    await server.stop();
    stopApi = undefined;

    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const intakeSorted = sorted(intake);
    const created = answered.length - warmed;
    const errors = networkErrors + Object.entries(statuses).filter(([status]) => status !== '201').reduce((sum, [, count]) => sum + count, 0);
    const perSecond = created / elapsed;
    const listP99 = percentile(sorted(list), 99);
    const countsP99 = percentile(sorted(counts), 99);
    // Where the tail lies in time: spread over the rush (a machine short of cores) or in a few
    // seconds (a stall: a checkpoint, a lock, a pause), and what the backends waited on then.
    const worstSeconds = [...slowSeconds].sort(([, a], [, b]) => b - a).slice(0, 5);
    const inWorst = new Set(worstSeconds.map(([second]) => second));
    const slowTotal = [...slowSeconds.values()].reduce((sum, n) => sum + n, 0);
    const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, intake.length)).toFixed(2);
    const verdict = (ok: boolean) => (ok ? '✓' : '✗ over');
    writeReport('rush-postgres', [
      `# Checkout rush benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Machine: ${machine}; load average ${load.toFixed(2)} and ${dirty.toFixed(0)} MiB of written pages not yet on the disk when the rush started. PostgreSQL, the real API process with the product's defaults ` +
        `(RATE_LIMIT_STOREFRONT_KEY 30,000 a minute, a pool of 10), on a shop of ${shop.generated.sizes.orders.toLocaleString()} orders.`,
      `${CLIENTS} storefront clients for ${elapsed.toFixed(0)} s sending ${RATE} requests a second together, each on its own schedule (one every ${every.toFixed(0)} ms; ` +
        `a request held up behind a slow answer counts from when it should have left), every order with an Idempotency-Key; ` +
        `${(RETRY_SHARE * 100).toFixed(0)}% of the requests a retry of an order already answered. Beside them, ${EMPLOYEES} employees, one reading the pending list and one the counts, each every ${EMPLOYEE_EVERY_MS} ms.`,
      '',
      '| Figure | Measured | Target |',
      '| --- | --- | --- |',
      `| Orders made a second | ${perSecond.toFixed(0)} (${created.toLocaleString()} orders) | ≥ ${TARGET.ordersPerSecond} ${verdict(perSecond >= TARGET.ordersPerSecond)} |`,
      `| Intake p50 / p99 (ms) | ${ms(percentile(intakeSorted, 50))} / ${ms(percentile(intakeSorted, 99))}; p99.9 ${ms(percentile(intakeSorted, 99.9))}, slowest ${ms(intakeSorted[intakeSorted.length - 1] ?? 0)}, ${intake.filter((x) => x > TARGET.p99Ms).length.toLocaleString()} over ${TARGET.p99Ms} | p99 ≤ ${TARGET.p99Ms} ${verdict(percentile(intakeSorted, 99) <= TARGET.p99Ms)} |`,
      `| Requests, of them retries | ${intake.length.toLocaleString()}, ${retries.toLocaleString()} (${((retries / Math.max(1, intake.length)) * 100).toFixed(1)}%) | 5% |`,
      `| Errors (not 201, or no answer) | ${errors}${errors ? ` (${JSON.stringify(statuses)}, ${networkErrors} no answer)` : ''} | 0 ${verdict(errors === 0)} |`,
      `| Retries answered with another order | ${retryMismatches} | 0 ${verdict(retryMismatches === 0)} |`,
      `| Orders in the database / answered 201 | ${made[0].orders.toLocaleString()} / ${answered.length.toLocaleString()} (warm-up included) | equal ${verdict(made[0].orders === answered.length)} |`,
      `| Payments with more than one order | ${made[0].duplicates} | 0 ${verdict(made[0].duplicates === 0)} |`,
      `| Pending list, page 1: p50 / p99 (ms) | ${ms(percentile(sorted(list), 50))} / ${ms(listP99)} (${list.length.toLocaleString()} reads) | p99 ≤ ${TARGET.listP99Ms} (20 × 2) ${verdict(listP99 <= TARGET.listP99Ms)} |`,
      `| Counts by status: p50 / p99 (ms) | ${ms(percentile(sorted(counts), 50))} / ${ms(countsP99)} (${counts.length.toLocaleString()} reads) | p99 ≤ ${TARGET.countsP99Ms} (5 × 2) ${verdict(countsP99 <= TARGET.countsP99Ms)} |`,
      '',
      `Where the ${cpus().length} cores went during the rush (${(elapsed * cpus().length).toFixed(0)} core-seconds): ${describeCpu(used)}; ` +
        `per storefront request (the employees' reads included) the API ${perRequest(used.api)} ms and PostgreSQL ${perRequest(used.postgres)} ms.`,
      '',
      `When the answers over ${TARGET.p99Ms} ms were due: in ${slowSeconds.size} of the rush's ${Math.ceil(elapsed)} seconds; the worst five seconds ` +
        `(${worstSeconds.map(([second, n]) => `${second} s: ${n}`).join(', ') || 'none'}) hold ${worstSeconds.reduce((sum, [, n]) => sum + n, 0)} of the ${slowTotal}.`,
      `WAL written during the rush: ${((walAfter.bytes - walBefore.bytes) / 2 ** 20).toFixed(0)} MiB, ` +
        `${((walAfter.bytes - walBefore.bytes) / 1024 / Math.max(1, intake.length)).toFixed(1)} KiB a storefront request; ` +
        `${(walAfter.fullPages - walBefore.fullPages).toLocaleString()} full-page images (${((walAfter.fullPages - walBefore.fullPages) / Math.max(1, intake.length)).toFixed(1)} a request: ` +
        `the first change of a page after a checkpoint writes the whole page).`,
      `What PostgreSQL's backends were doing (pg_stat_activity every 10 ms): over the whole rush ${describeBackendWaits(backendWaits.all)}; ` +
        `in those five seconds ${describeBackendWaits(backendWaits.during((at) => inWorst.has(Math.floor((at - startedAt) / 1000))))}.`,
    ]);
  } finally {
    await stopApi?.();
    await shop.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
