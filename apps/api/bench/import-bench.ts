/**
 * Benchmark of the bulk credential import: 10,000 pasted lines previewed and imported into a
 * service with an empty stock, and into one already holding 50,000 credentials (half the lines
 * repeat them), through the API (Fastify inject, no network). Each import is one transaction.
 * PGlite by default; BENCH_DATABASE_URL runs it on a PostgreSQL server (in a schema it drops).
 */
import { performance } from 'node:perf_hooks';
import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { benchApp, openBenchDb, percentile, writeReport } from './bench-app';

const LINES = 10_000;
const STOCK = 50_000;
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);

let services = 0;
async function newService(db: Database): Promise<string> {
  services += 1;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO services (name, type, price_cents, benefits, link_or_apk, link, serial, slug, delivery)
     VALUES ($1, 'vpn', 999, ARRAY['Fast'], 'link', 'https://example.com', $2, $3, 'stock') RETURNING id`,
    [`Bench VPN ${services}`, services, `bench-vpn-${services}`],
  );
  return rows[0].id;
}

const lines = (from: number, count: number, run: string) =>
  Array.from({ length: count }, (_, i) => `bench-${run}-${from + i},Pw-${from + i}-${run}`).join('\n');

async function call(app: FastifyInstance, token: string, path: string, service: string, text: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: path, payload: { service, text }, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return performance.now() - started;
}

async function main() {
  const { db, drop } = await openBenchDb();
  const { app, token } = await benchApp(db);
  const preview = (service: string, text: string) => call(app, token, api.serviceCredentials.previewCredentialImport.path, service, text);
  const commit = (service: string, text: string) => call(app, token, api.serviceCredentials.importServiceCredentials.path, service, text);

  const times: Record<string, number[]> = {};
  const record = (name: string, ms: number) => (times[name] ??= []).push(ms);

  // Warm-up: the first call compiles the route's schemas and fills the database's caches.
  const warm = await newService(db);
  await commit(warm, lines(0, 100, 'warm'));

  for (let run = 0; run < RUNS; run++) {
    const empty = await newService(db);
    const text = lines(0, LINES, `e${run}`);
    record('preview, empty stock', await preview(empty, text));
    record('import, empty stock', await commit(empty, text));
  }

  console.log(`filling a service with ${STOCK.toLocaleString()} credentials...`);
  const stocked = await newService(db);
  const fillStarted = performance.now();
  for (let from = 0; from < STOCK; from += LINES) await commit(stocked, lines(from, LINES, 'stock'));
  const fillMs = performance.now() - fillStarted;
  for (let run = 0; run < RUNS; run++) {
    // Half the lines are already in stock, half are new (new ones each run).
    const text = `${lines(STOCK - LINES / 2, LINES / 2, 'stock')}\n${lines(run * LINES, LINES / 2, `n${run}`)}`;
    record(`preview, ${STOCK.toLocaleString()} in stock (half repeats)`, await preview(stocked, text));
    record(`import, ${STOCK.toLocaleString()} in stock (half repeats)`, await commit(stocked, text));
  }

  const s = (ms: number) => (ms / 1000).toFixed(2);
  writeReport(`credential-import-${db.driver}`, [
    `# Credential import benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Driver: ${db.driver}; ${LINES.toLocaleString()} lines per import, ${RUNS} runs per case after a warm-up, through Fastify inject (no network).`,
    `Filling the ${STOCK.toLocaleString()}-credential stock (${STOCK / LINES} imports of ${LINES.toLocaleString()}) took ${s(fillMs)} s. Figures are seconds.`,
    '',
    '| Case | median | slowest |',
    '|---|---|---|',
    ...Object.entries(times).map(([name, all]) => {
      const sorted = [...all].sort((a, b) => a - b);
      return `| ${name} | ${s(percentile(sorted, 50))} | ${s(sorted[sorted.length - 1])} |`;
    }),
  ]);
  await app.close();
  await drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
