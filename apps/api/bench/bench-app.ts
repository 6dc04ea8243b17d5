/**
 * What every benchmark starts from: a migrated database (PGlite, or a throwaway schema on the
 * PostgreSQL server of BENCH_DATABASE_URL), the API built on it, and a signed-in employee's token.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
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

export const pgUrl = process.env.BENCH_DATABASE_URL;

export interface BenchDb {
  db: Database;
  drop: () => Promise<void>;
}

export async function openBenchDb(): Promise<BenchDb> {
  if (!pgUrl) {
    const db = await openPgliteDatabase();
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase({ url: pgUrl, poolSize: 1 });
  await admin.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE SCHEMA ${schema}`);
  // No timeouts: generating a million rows takes longer than any request may.
  const db = openPostgresDatabase({ url: pgUrl, poolSize: 4, searchPath: `${schema},public`, statementTimeoutMillis: 0, queryTimeoutMillis: 0 });
  await migrate(db);
  return { db, drop: async () => { await db.close(); await admin.exec(`DROP SCHEMA ${schema} CASCADE`); await admin.close(); } };
}

/** The API on `db`, and the bearer token of an employee made for the run. */
export async function benchApp(db: Database): Promise<{ app: FastifyInstance; token: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({
    config, db, rateLimiter: memoryRateLimiter(), storage: localFileStorage(join(dataDir, 'uploads')),
    cipher: aesGcmCipher([{ id: 'bench', key: randomBytes(32) }]),
  }, { logger: false });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO employees (name, email, password_hash, level) VALUES ('Bench', 'bench@shopdesk.test', 'x', 'owner') RETURNING id",
  );
  const token = newToken();
  await db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [rows[0].id, tokenHash(token)]);
  return { app, token };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50 and p95 of `runs` timed calls of `fn`, after one warm-up call. */
export async function measure(fn: () => Promise<void>, runs: number): Promise<{ p50: number; p95: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Where the benchmarks' reports go. */
export const REPORTS_DIR = join(__dirname, '../../../bench/reports');

/** Prints a report and writes it to bench/reports/<name>.md. */
export function writeReport(name: string, lines: string[]): void {
  const report = lines.join('\n') + '\n';
  console.log('\n' + report);
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = join(REPORTS_DIR, `${name}.md`);
  writeFileSync(file, report);
  console.log(`report written to ${file}`);
}

/** Writes a report's raw figures beside it: bench/reports/<name>.json. */
export function writeReportFigures(name: string, figures: unknown): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(figures, null, 2) + '\n');
}

/** An empty database of the run's own on the server of `serverUrl`. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shopdesk_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
