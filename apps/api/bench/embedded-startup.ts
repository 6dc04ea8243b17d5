/**
 * The embedded database at size (issue #11, item 6): generate-data.ts's shop with 100,000 orders
 * (BENCH_EMBEDDED_ORDERS; the other sizes from BENCH_* as for http-bench.ts) is written into a
 * DATA_DIR's PGlite, as an installation's own data would be, then `src/main.ts` is started on that
 * DATA_DIR without DATABASE_URL (so on PGlite) a few times: the time from spawning it to
 * /api/health answering 200, and its RSS then. Last, signed in, the read calls of http-cases.ts at
 * 32 connections for BENCH_SECONDS each, for the RSS under load (and the figures, API only: PGlite
 * is one process's, there is no bare pool beside it).
 * Report: bench/reports/embedded-startup.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { HARDENING_ADMIN, startApi } from '../hardening/api-process';
import { median } from '../hardening/figures';
import { aesGcmCipher } from '../src/credentials/aes-gcm-cipher';
import { parseKeyring } from '../src/credentials/keyring';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { hashPassword } from '../src/lib/passwords';
import { writeReport } from './bench-app';
import { generateData, sizesFromEnv, type GeneratedData } from './generate-data';
import { httpCases, loadFixtures } from './http-cases';
import { failures, httpLoad, warmUp, type LoadFigures } from './load-runner';
import { childPid, describeMachine, rssMiB, watchPeakRss } from './machine';

const ORDERS = Number(process.env.BENCH_EMBEDDED_ORDERS ?? 100_000);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

async function main() {
  const machine = await describeMachine();
  const sizes = { ...sizesFromEnv(), orders: ORDERS };
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-embedded-bench-'));
  try {
    // The key file an installation generates on its first start (aes-gcm-cipher.ts), made first.
    const keyring = `local:${randomBytes(32).toString('base64')}`;
    writeFileSync(join(dataDir, 'credentials.key'), `${keyring}\n`, { mode: 0o600 });
    const db = await openPgliteDatabase(join(dataDir, 'pg'));
    console.log(`generating ${sizes.orders.toLocaleString()} orders into ${dataDir}...`);
    await migrate(db);
    const generated = await generateData(db, sizes, aesGcmCipher(parseKeyring(keyring)));
    await db.query("INSERT INTO employees (name, email, password_hash, level) VALUES ($1, $2, $3, 'owner')", [
      'Bench admin',
      HARDENING_ADMIN.email,
      await hashPassword(HARDENING_ADMIN.password),
    ]);
    const fixtures = await loadFixtures(db, generated.bigServiceId);
    await db.close();

    const starts: Array<{ seconds: number; rss: number }> = [];
    for (let i = 0; i < STARTS; i++) {
      const t = performance.now();
      const api = await startApi({ databaseUrl: '', dataDir });
      const seconds = (performance.now() - t) / 1000;
      const rss = rssMiB(childPid('apps/api/src/main.ts')) ?? 0;
      starts.push({ seconds, rss });
      console.log(`start ${i + 1}: ${seconds.toFixed(2)} s, ${rss.toFixed(0)} MiB`);
      if (i < STARTS - 1) await api.stop();
      else await underLoad(api, fixtures, generated, starts, machine);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function underLoad(
  api: Awaited<ReturnType<typeof startApi>>,
  fixtures: Awaited<ReturnType<typeof loadFixtures>>,
  generated: GeneratedData,
  starts: Array<{ seconds: number; rss: number }>,
  machine: string,
): Promise<void> {
  const pid = childPid('apps/api/src/main.ts');
  const token = await api.signIn();
  const peak = watchPeakRss(pid);
  const runs: Array<{ name: string; figures: LoadFigures }> = [];
  // The reads only: completing orders would change the data the next start reads.
  for (const c of httpCases(fixtures).filter((c) => c.recorded)) {
    await warmUp({ url: api.url, token, next: c.next, requests: 20, name: c.name });
    const figures = await httpLoad({ url: api.url, token, connections: CONNECTIONS, seconds: SECONDS, next: c.next, varies: c.varies });
    runs.push({ name: c.name, figures });
    console.log(`${c.name}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${Math.round(figures.perSecond)}/s`);
  }
  const peakRss = peak.stop();
  await api.stop();

  const s = generated.sizes;
  writeReport('embedded-startup', [
    `# Embedded database (PGlite): start-up and memory (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${machine}. DATA_DIR with ${s.orders.toLocaleString('en-US')} orders, ${s.services.toLocaleString('en-US')} services, ` +
      `${s.credentials.toLocaleString('en-US')} credentials, ${s.guides.toLocaleString('en-US')} setup guides, ${s.employees.toLocaleString('en-US')} employees ` +
      `(generated in ${(generated.totalMs / 1000).toFixed(1)} s); \`src/main.ts\` run with tsx as \`npm run dev\` does, no DATABASE_URL.`,
    'Start-up: from spawning the process to /api/health answering 200 (polled every 200 ms); RSS from /proc/<pid>/status then.',
    '',
    '| Start | Seconds | RSS |',
    '|---|---|---|',
    ...starts.map((st, i) => `| ${i + 1} | ${st.seconds.toFixed(2)} | ${st.rss.toFixed(0)} MiB |`),
    `| median | ${median(starts.map((st) => st.seconds)).toFixed(2)} | ${median(starts.map((st) => st.rss)).toFixed(0)} MiB |`,
    '',
    `Peak RSS under load (each read call below, ${CONNECTIONS} connections, ${SECONDS} s): **${peakRss.toFixed(0)} MiB**.`,
    '',
    '| Call | p50 ms | p99 ms | /s | Non-2xx |',
    '|---|---|---|---|---|',
    ...runs.map(({ name, figures: f }) => `| ${name} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${Math.round(f.perSecond)} | ${failures(f)} |`),
    '',
    '## Data generation on PGlite',
    '',
    '| Step | Rows | Seconds |',
    '|---|---|---|',
    ...generated.steps.map((step) => `| ${step.step} | ${step.rows?.toLocaleString('en-US') ?? ''} | ${(step.ms / 1000).toFixed(1)} |`),
    `| total | | ${(generated.totalMs / 1000).toFixed(1)} |`,
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
