/**
 * Throughput at the HTTP floor (issue #27, item 5): page 1 of the pending orders beside the same
 * server's own `/api/health` (no session, `SELECT 1`), both at 32 connections, in the same run.
 * The real API process with the product's defaults on PostgreSQL (generate-data.ts's shop:
 * BENCH_ORDERS etc.), autocannon on loopback; the two calls take turns, BENCH_FLOOR_ROUNDS rounds
 * (default 3) of BENCH_SECONDS each (default 10), so a drift of the machine falls on both.
 * Page 1 is answered from the process's kept first pages while no order changes (FirstPageCache), so
 * each round also reads it while new orders arrive, ARRIVING_PER_SECOND of them, each a write that
 * makes the next request read the page from the database.
 * Then a second API process, started with `--cpu-prof`, takes page 1 alone for the same time: its
 * profile, folded by where the time went, is the report's account of the gap.
 * Report: bench/reports/http-floor.md; the whole profile beside it (http-floor.cpuprofile, for
 * DevTools; not committed).
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { api } from '@shopdesk/contracts';
import { startApi } from '../hardening/api-process';
import { median } from '../hardening/figures';
import { pgUrl, REPORTS_DIR, writeReport } from './bench-app';
import { foldProfile, type CpuProfile } from './cpu-profile';
import { sizesFromEnv } from './generate-data';
import { generatedShop } from './generated-shop';
import { failures, httpLoad, ms, warmUp, type HttpRequest, type LoadFigures } from './load-runner';
import { describeMachine } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
const CONNECTIONS = 32;
const TARGET_RATIO = 0.3;
const PROFILE_MARGIN_MS = 500;
/** New orders a second during the third call of each round: a busy shop's pace, 72,000 an hour. */
const ARRIVING_PER_SECOND = 20;

const HEALTH: HttpRequest = { method: 'GET', path: '/api/health' };
const PAGE_ONE: HttpRequest = {
  method: 'GET',
  path: `${api.orders.getAllOrdersByStatus.path}?${new URLSearchParams({ filters: JSON.stringify({ orderStatus: 'pending' }) })}`,
};

async function main() {
  if (!pgUrl) throw new Error('http-floor-bench runs on PostgreSQL: set BENCH_DATABASE_URL');
  const machine = await describeMachine(pgUrl);
  const shop = await generatedShop(pgUrl, sizesFromEnv());
  const profileDir = mkdtempSync(join(tmpdir(), 'shopdesk-floor-'));
  try {
    await shop.db.query('VACUUM (ANALYZE) orders');
    const env = { CREDENTIALS_KEY: shop.credentialsKey, LOG_LEVEL: 'warn' };
    const load = loadavg()[0];

    const server = await startApi({ databaseUrl: shop.url, env });
    const rounds: Array<{ health: LoadFigures; pageOne: LoadFigures; whileArriving: LoadFigures }> = [];
    try {
      const token = await server.signIn();
      const run = (request: HttpRequest) => httpLoad({ url: server.url, token, connections: CONNECTIONS, seconds: SECONDS, next: () => request, varies: false });
      const whileArriving = async () => {
        const arriving = setInterval(() => {
          void shop.db.query("INSERT INTO orders (name, email, total_cents) VALUES ('Arriving', 'arriving@example.com', 1500)");
        }, 1000 / ARRIVING_PER_SECOND);
        try {
          return await run(PAGE_ONE);
        } finally {
          clearInterval(arriving);
        }
      };
      for (const request of [HEALTH, PAGE_ONE]) await warmUp({ url: server.url, token, next: () => request, requests: 50, name: request.path });
      for (let round = 0; round < ROUNDS; round++) rounds.push({ health: await run(HEALTH), pageOne: await run(PAGE_ONE), whileArriving: await whileArriving() });
    } finally {
      await server.stop();
    }

    // The profile comes from a process of its own: the profiler's cost stays out of the figures above.
    const spawnedAt = performance.now();
    const profiled = await startApi({ databaseUrl: shop.url, env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
    let profiledRun: LoadFigures;
    let profileWindow = { fromMs: 0, toMs: Infinity };
    try {
      const token = await profiled.signIn();
      await warmUp({ url: profiled.url, token, next: () => PAGE_ONE, requests: 50, name: 'page 1' });
      const loadFrom = performance.now() - spawnedAt;
      profiledRun = await httpLoad({ url: profiled.url, token, connections: CONNECTIONS, seconds: SECONDS, next: () => PAGE_ONE, varies: false });
      // The load alone, less a margin at each end for the gap between spawning and profiling.
      profileWindow = { fromMs: loadFrom + PROFILE_MARGIN_MS, toMs: performance.now() - spawnedAt - PROFILE_MARGIN_MS };
    } finally {
      await profiled.stop();
    }
    const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the profiled API wrote no .cpuprofile');
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    renameSync(join(profileDir, file), join(REPORTS_DIR, 'http-floor.cpuprofile'));
    const folded = foldProfile(profile, profileWindow);

    // The answers the window saw: the run's rate over the window's length.
    const answeredInWindow = (profiledRun.requests / profiledRun.seconds) * (folded.totalMs / 1000);
    const ratios = rounds.map((r) => r.pageOne.perSecond / r.health.perSecond);
    const ratio = median(ratios);
    const arrivingRatios = rounds.map((r) => r.whileArriving.perSecond / r.health.perSecond);
    const perSecond = (f: LoadFigures) => f.perSecond.toFixed(0);
    writeReport('http-floor', [
      `# Throughput at the HTTP floor (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Machine: ${machine}; load average ${load.toFixed(2)} before the first round. The real API process with the product's defaults on PostgreSQL, ` +
        `a shop of ${shop.generated.sizes.orders.toLocaleString()} orders; autocannon on loopback at ${CONNECTIONS} connections, signed in. ` +
        `The load generator, the API and PostgreSQL share the cores. ${ROUNDS} rounds of ${SECONDS} s per call, taking turns.`,
      '',
      `| Round | \`/api/health\` /s (p50 / p99 ms) | Pending, page 1 /s (p50 / p99 ms) | Ratio | Page 1 while ${ARRIVING_PER_SECOND} orders a second arrive /s (p50 / p99 ms) | Ratio | Failures |`,
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${perSecond(r.health)} (${ms(r.health.p50)} / ${ms(r.health.p99)}) | ${perSecond(r.pageOne)} (${ms(r.pageOne.p50)} / ${ms(r.pageOne.p99)}) | ` +
          `${ratios[i].toFixed(3)} | ${perSecond(r.whileArriving)} (${ms(r.whileArriving.p50)} / ${ms(r.whileArriving.p99)}) | ${arrivingRatios[i].toFixed(3)} | ` +
          `${failures(r.health)}, ${failures(r.pageOne)}, ${failures(r.whileArriving)} |`,
      ),
      '',
      `**Median ratio ${ratio.toFixed(3)}** (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? '✓' : '✗ under'}); ` +
        `while ${ARRIVING_PER_SECOND} orders a second arrive, each making the next request read the page again, ${median(arrivingRatios).toFixed(3)}.`,
      '',
      `## Where page 1's time goes (CPU profile of the API, ${SECONDS} s at ${CONNECTIONS} connections, ${perSecond(profiledRun)} answers a second under the profiler)`,
      '',
      `Of ${(folded.totalMs / 1000).toFixed(1)} s sampled, ${(folded.idleMs / 1000).toFixed(1)} s idle (waiting for PostgreSQL or the next request). The busy time by where it was spent ` +
        '(each sample goes to the first frame of the stack, from the top, that belongs to a part named here; "self" is time in that frame itself):',
      '',
      '| Part | Busy ms | Share of busy | Per answer (µs) |',
      '| --- | --- | --- | --- |',
      ...folded.parts.map(
        (part) =>
          `| ${part.name} | ${part.ms.toFixed(0)} | ${((part.ms / folded.busyMs) * 100).toFixed(1)}% | ${((part.ms * 1000) / Math.max(1, answeredInWindow)).toFixed(0)} |`,
      ),
      '',
      'Heaviest functions by self time:',
      '',
      '| Function | Where | Self ms |',
      '| --- | --- | --- |',
      ...folded.functions.slice(0, 15).map((fn) => `| \`${fn.name}\` | ${fn.where} | ${fn.ms.toFixed(0)} |`),
    ]);
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
    await shop.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
