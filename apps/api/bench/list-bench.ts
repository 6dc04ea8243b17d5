/**
 * Benchmark of the order list at scale: latency of the list calls employees use all day, on a
 * generated table of BENCH_ORDERS orders, with the trigram search index and then without it
 * (same run, same data), so the report shows the index's effect as a ratio.
 * PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server (in a schema it drops).
 */
import { performance } from 'node:perf_hooks';
import { api } from '@shopdesk/contracts';
import { benchApp, measure, openBenchDb, pgUrl, writeReport } from './bench-app';

const ORDERS = Number(process.env.BENCH_ORDERS ?? (pgUrl ? 1_000_000 : 200_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main() {
  const started = performance.now();
  const { db, drop } = await openBenchDb();
  console.log(`generating ${ORDERS.toLocaleString()} orders on ${db.driver}...`);
  // Server-side generation: names from a small vocabulary so searches hit realistic fractions.
  // One transaction so the generation may outlive the pool's statement timeout (SET LOCAL).
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query(`
    INSERT INTO orders (name, email, phone, total_cents, transaction_id, payment_method, order_status, created_at)
    SELECT (ARRAY['Amira','Omar','Layla','Yousef','Noor','Khalid','Sara','Hassan','Mona','Tariq'])[1 + i % 10]
             || ' ' || (ARRAY['Haddad','Saleh','Nasser','Farouk','Qasim','Rahman','Aziz','Karim'])[1 + (i / 10) % 8] || ' ' || i,
           'customer' || i || '@example.com',
           CASE WHEN i % 7 = 0 THEN NULL ELSE '+9715' || lpad((i % 100000000)::text, 8, '0') END,
           500 + (i * 37) % 20000,
           'TX' || md5(i::text),
           (ARRAY['card','paypal','crypto'])[1 + i % 3],
           (ARRAY['pending','completed','completed','cancelled'])[1 + i % 4],
           now() - (i || ' seconds')::interval
      FROM generate_series(1, ${ORDERS}) AS i`);
  });
  await db.exec('ANALYZE orders');
  const generatedMs = performance.now() - started;

  const { app, token } = await benchApp(db);

  const list = (query: Record<string, string>) => async () => {
    const res = await app.inject({ method: 'GET', url: api.orders.getAllOrdersByStatus.path, query, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const pending = JSON.stringify({ orderStatus: 'pending' });
  const cases: [string, () => Promise<void>][] = [
    ['pending, page 1', list({ filters: pending })],
    ['pending, page 500', list({ filters: pending, currentPage: '500' })],
    ['search "Nasser 4242" (name)', list({ search: 'Nasser 4242' })],
    ['search "TXc4ca" (transaction id)', list({ search: 'TXc4ca' })],
    ['search "customer77777@" (e-mail)', list({ search: 'customer77777@' })],
    ['counts by status', async () => {
      const res = await app.inject({ method: 'GET', url: api.orders.getAllOrdersCountByStatus.path, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(res.body);
    }],
  ];


  const withIndex: Record<string, { p50: number; p95: number }> = {};
  for (const [name, fn] of cases) withIndex[name] = await measure(fn, RUNS);
  await db.exec('DROP INDEX orders_search_trgm_idx');
  const withoutIndex: Record<string, { p50: number; p95: number }> = {};
  for (const [name, fn] of cases.filter(([n]) => n.startsWith('search'))) withoutIndex[name] = await measure(fn, RUNS);

  const ms = (v: number) => v.toFixed(1);
  const lines = [
    `# Order list benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Driver: ${db.driver}; orders: ${ORDERS.toLocaleString()}; ${RUNS} timed calls per case after one warm-up, through Fastify inject (no network).`,
    `Data generated in ${(generatedMs / 1000).toFixed(1)} s. Figures are milliseconds; compare ratios within this run.`,
    '',
    '| Case | p50 | p95 | p50 without trigram index | ratio |',
    '|---|---|---|---|---|',
    ...Object.entries(withIndex).map(([name, r]) => {
      const w = withoutIndex[name];
      return `| ${name} | ${ms(r.p50)} | ${ms(r.p95)} | ${w ? ms(w.p50) : ''} | ${w ? `${(w.p50 / r.p50).toFixed(1)}x` : ''} |`;
    }),
  ];
  writeReport(`order-list-${db.driver}`, lines);
  await app.close();
  await drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
