/**
 * Benchmark of the order list at scale: latency of the list calls employees use all day, on a
 * generated table of BENCH_ORDERS orders, with the trigram search index and then without it
 * (same run, same data), so the report shows the index's effect as a ratio.
 * PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server (in a schema it drops).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { api } from '@shopdesk/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { aesGcmCipher } from '../src/credentials/aes-gcm-cipher';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { memoryRateLimiter } from '../src/lib/rate-limiter';
import { newToken, tokenHash } from '../src/lib/tokens';
import { localFileStorage } from '../src/storage/local-file-storage';

const pgUrl = process.env.BENCH_DATABASE_URL;
const ORDERS = Number(process.env.BENCH_ORDERS ?? (pgUrl ? 1_000_000 : 200_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function openDb(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!pgUrl) {
    const db = await openPgliteDatabase();
    return { db, drop: () => db.close() };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ url: pgUrl, poolSize: 1 });
  await admin.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE SCHEMA ${schema}`);
  const db = openPostgresDatabase({ url: pgUrl, poolSize: 4, searchPath: `${schema},public` });
  return { db, drop: async () => { await db.close(); await admin.exec(`DROP SCHEMA ${schema} CASCADE`); await admin.close(); } };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const started = performance.now();
  const { db, drop } = await openDb();
  await migrate(db);
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

  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({
    config, db, rateLimiter: memoryRateLimiter(), storage: localFileStorage(join(dataDir, 'uploads')),
    cipher: aesGcmCipher([{ id: 'bench', key: randomBytes(32) }]),
  }, { logger: false });
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO employees (name, email, password_hash) VALUES ('Bench', 'bench@shopdesk.test', 'x') RETURNING id",
  );
  const token = newToken();
  await db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [rows[0].id, tokenHash(token)]);

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

  const measure = async (fn: () => Promise<void>) => {
    await fn();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };

  const withIndex: Record<string, { p50: number; p95: number }> = {};
  for (const [name, fn] of cases) withIndex[name] = await measure(fn);
  await db.exec('DROP INDEX orders_search_trgm_idx');
  const withoutIndex: Record<string, { p50: number; p95: number }> = {};
  for (const [name, fn] of cases.filter(([n]) => n.startsWith('search'))) withoutIndex[name] = await measure(fn);

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
  const report = lines.join('\n') + '\n';
  console.log('\n' + report);
  const dir = join(__dirname, '../../../bench/reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `order-list-${db.driver}.md`);
  writeFileSync(file, report);
  console.log(`report written to ${file}`);
  await app.close();
  await drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
