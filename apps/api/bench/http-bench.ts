/**
 * The API over HTTP at scale (issue #11, items 1, 2, 3 and 6): on the PostgreSQL server of
 * BENCH_DATABASE_URL, a database of its own (dropped at the end) is migrated and filled with
 * generate-data.ts's shop (issue sizes; BENCH_ORDERS etc. shrink it), the real API is started as
 * its own process on it (hardening/api-process.ts) and signed in, then each call of http-cases.ts
 * is loaded with autocannon on loopback at 1 and 32 connections for BENCH_SECONDS (default 10).
 * Beside each, the baseline: the SQL the call ran (route-sql.ts) on a bare `pg` pool of the API's
 * pool size, at the same concurrency for the same time. Also the API's RSS, idle and under load.
 * Report: bench/reports/http-postgres.md, raw figures in http-postgres.json.
 */
import { Pool } from 'pg';
import { startApi } from '../hardening/api-process';
import { loadConfig } from '../src/config';
import { pgUrl, writeReport, writeReportFigures } from './bench-app';
import { sizesFromEnv, type GeneratedData } from './generate-data';
import { generatedShop } from './generated-shop';
import { httpCases, loadFixtures, type Fixtures, type Target } from './http-cases';
import { failures, httpLoad, ms, sqlLoad, warmUp, type LoadFigures } from './load-runner';
import { childPid, describeMachine, rssMiB, watchPeakRss } from './machine';
import { recordRouteSql, runRouteSql, type RouteStatement } from './route-sql';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = [1, 32];
const WARM_UP_REQUESTS = 20;
/** The API's pool: its own default unless DATABASE_POOL_SIZE says otherwise (the child inherits it). */
const POOL_SIZE = loadConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }).databasePoolSize;

interface CaseResult {
  name: string;
  target: Target;
  runs: Array<{ api: LoadFigures; baseline?: LoadFigures }>;
  statements?: RouteStatement[];
}

async function main() {
  if (!pgUrl) throw new Error('http-bench runs on PostgreSQL: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const machine = await describeMachine(pgUrl);
  const shop = await generatedShop(pgUrl, sizesFromEnv());
  const { db, generated } = shop;
  const baselinePool = new Pool({ connectionString: shop.url, max: POOL_SIZE });
  let stopApi: (() => Promise<void>) | undefined;
  try {
    const fixtures = await loadFixtures(db, generated.bigServiceId);
    // The fixtures' deliveries rewrote some 47,000 orders; autovacuum marks their pages visible again
    // within a minute (migration 026), which the calls below would otherwise run before.
    await db.query('VACUUM (ANALYZE) orders');
    const cases = httpCases(fixtures);
    const recordable = Object.fromEntries(cases.flatMap((c) => (c.recorded ? [[c.name, { method: c.recorded.method, url: c.recorded.path }]] : [])));
    const statements = await recordRouteSql(db, recordable);

    const api = await startApi({ databaseUrl: shop.url, env: { CREDENTIALS_KEY: shop.credentialsKey } });
    stopApi = () => api.stop();
    const pid = childPid('apps/api/src/main.ts');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = rssMiB(pid) ?? 0;
    const token = await api.signIn();
    const peak = watchPeakRss(pid);

    const results: CaseResult[] = [];
    for (const c of cases) {
      console.log(`${c.name}...`);
      await warmUp({ url: api.url, token, next: c.next, requests: WARM_UP_REQUESTS, name: c.name });
      const recorded = statements[c.name];
      const result: CaseResult = { name: c.name, target: c.target, runs: [], statements: recorded };
      for (const connections of CONCURRENCY) {
        const apiRun = await httpLoad({ url: api.url, token, connections, seconds: SECONDS, next: c.next, varies: c.varies });
        const baseline = recorded
          ? await sqlLoad({
              connections,
              seconds: SECONDS,
              work: () => runRouteSql(baselinePool, recorded, c.rotatesId && { from: c.rotatesId.recorded, to: c.rotatesId.next() }),
            })
          : undefined;
        result.runs.push({ api: apiRun, baseline });
        console.log(`  ${connections}: ${describeRun(apiRun, baseline)}`);
      }
      results.push(result);
    }
    const peakRss = peak.stop();
    const completed = results.at(-1)?.runs.reduce((n, r) => n + r.api.requests, 0) ?? 0;
    await api.stop();
    stopApi = undefined;

    const report = { date: new Date().toISOString(), machine, seconds: SECONDS, poolSize: POOL_SIZE, generated, fixtures: summary(fixtures, completed), memory: { idleRss, peakRss }, results };
    writeReport('http-postgres', reportLines(report));
    writeReportFigures('http-postgres', report);
  } finally {
    await stopApi?.();
    await baselinePool.end();
    await shop.drop();
  }
}

function summary(f: Fixtures, completionsSent: number) {
  return {
    pendingCount: f.pendingCount,
    pendingPages: f.pendingPages,
    transactionPrefix: f.transactionPrefix,
    ordersOpened: f.orderIds.length,
    completable: f.completableIds.length,
    completionsSent: completionsSent + WARM_UP_REQUESTS,
  };
}

const rate = (v: number) => Math.round(v).toLocaleString('en-US');

function describeRun(api: LoadFigures, baseline?: LoadFigures): string {
  const own = `API p50 ${ms(api.p50)} ms, p99 ${ms(api.p99)} ms, ${rate(api.perSecond)}/s, failures: ${failures(api)}`;
  return baseline ? `${own}; SQL p50 ${ms(baseline.p50)} ms, p99 ${ms(baseline.p99)} ms, ${rate(baseline.perSecond)}/s` : own;
}

/** ✓/✗ of one run against its case's targets, or '' when it has none. */
function verdict(target: Target, api: LoadFigures, baseline?: LoadFigures): string {
  const marks: string[] = [];
  if (target.p99Ms !== undefined) marks.push(`${api.p99 <= target.p99Ms ? '✓' : '✗'} p99 ≤ ${target.p99Ms} ms`);
  if (target.ofBaseline !== undefined && baseline) {
    marks.push(`${api.perSecond >= target.ofBaseline * baseline.perSecond ? '✓' : '✗'} ≥ ${target.ofBaseline} × SQL`);
  }
  return marks.join(', ');
}

function reportLines(r: {
  date: string;
  machine: string;
  seconds: number;
  poolSize: number;
  generated: GeneratedData;
  fixtures: ReturnType<typeof summary>;
  memory: { idleRss: number; peakRss: number };
  results: CaseResult[];
}): string[] {
  const s = r.generated.sizes;
  return [
    `# API over HTTP on PostgreSQL (${r.date.slice(0, 10)})`,
    '',
    `Machine: ${r.machine}. The load generator (autocannon), the API and PostgreSQL share it.`,
    `Data: ${s.orders.toLocaleString('en-US')} orders (${r.fixtures.pendingCount.toLocaleString('en-US')} pending, ${r.fixtures.pendingPages} pages of 20), ` +
      `${s.services.toLocaleString('en-US')} services, ${s.credentials.toLocaleString('en-US')} credentials (${s.bigServiceCredentials.toLocaleString('en-US')} on one service), ` +
      `${s.guides.toLocaleString('en-US')} setup guides, ${s.employees.toLocaleString('en-US')} employees, generated in ${(r.generated.totalMs / 1000).toFixed(1)} s.`,
    `Each call: ${WARM_UP_REQUESTS} warm-up requests, then ${r.seconds} s closed-loop at 1 and at 32 connections (signed in, loopback). ` +
      `Baseline ("SQL"): the statements the call ran (its session look-up and its route's), recorded, on a bare \`pg\` pool of ${r.poolSize} connections (the API's) at the same concurrency. ` +
      'Latency in milliseconds; throughput in answers (2xx) a second; ratio = API / SQL throughput.',
    '',
    '| Call | Conc. | API p50 | API p99 | API /s | SQL p50 | SQL p99 | SQL /s | Ratio | Non-2xx | Target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...r.results.flatMap((c) =>
      c.runs.map(({ api, baseline: b }) =>
        `| ${c.name} | ${api.connections} | ${ms(api.p50)} | ${ms(api.p99)} | ${rate(api.perSecond)} | ` +
        `${b ? ms(b.p50) : '–'} | ${b ? ms(b.p99) : '–'} | ${b ? rate(b.perSecond) : '–'} | ${b ? (api.perSecond / b.perSecond).toFixed(2) : '–'} | ` +
        `${failures(api)} | ${verdict(c.target, api, b)} |`,
      ),
    ),
    '',
    `At 32 connections a call's latency is mostly its wait for the two cores: 32 / throughput. The targets' p99s read best at 1 connection; at 32 the ratio is the measure.`,
    `Completions: ${r.fixtures.completionsSent.toLocaleString('en-US')} sent of ${r.fixtures.completable.toLocaleString('en-US')} prepared pending orders whose stock suffices (each completion claims credentials, queues the delivery e-mail and the audit rows).`,
    '',
    '## Memory of the API process (RSS)',
    '',
    '| Idle after start | Peak under the load above |',
    '|---|---|',
    `| ${r.memory.idleRss.toFixed(0)} MiB | ${r.memory.peakRss.toFixed(0)} MiB |`,
    '',
    '## Data generation',
    '',
    '| Step | Rows | Seconds |',
    '|---|---|---|',
    ...r.generated.steps.map((step) => `| ${step.step} | ${step.rows?.toLocaleString('en-US') ?? ''} | ${(step.ms / 1000).toFixed(1)} |`),
    `| total | | ${(r.generated.totalMs / 1000).toFixed(1)} |`,
    '',
    '## What the baseline ran',
    '',
    'Recorded from the routes in this run (route-sql.ts); parameters are in http-postgres.json.',
    '',
    ...r.results.flatMap((c) => (c.statements ? [`<details><summary>${c.name}</summary>`, '', '```sql', ...c.statements.map(statementText), '```', '', '</details>', ''] : [])),
  ];
}

/** A recorded statement as one block of SQL text (a transaction between BEGIN and COMMIT). */
function statementText(statement: RouteStatement): string {
  const text = (sql: string) => `${sql.replace(/\s+/g, ' ').trim()};`;
  return 'sql' in statement ? text(statement.sql) : ['BEGIN;', ...statement.transaction.map((s) => text(s.sql)), 'COMMIT;'].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
