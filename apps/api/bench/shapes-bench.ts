/**
 * The list targets on data of different shapes (issue #27, item 1): for each shape of
 * generate-data.ts (BENCH_SHAPES=generator,backlog,... picks some; all by default), a database of its
 * own on the PostgreSQL server of BENCH_DATABASE_URL is filled with a shop of that shape (1,000,000
 * orders; BENCH_ORDERS), the real API process started on it, and every call of http-cases.ts that
 * has a latency target is loaded at one connection for BENCH_SECONDS (default 5). Each database is
 * dropped before the next shape's. Report: bench/reports/data-shapes.md, raw figures in
 * data-shapes.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../hardening/api-process';
import { pgUrl, writeReport } from './bench-app';
import { shapesFromEnv, sizesFromEnv, type DataShape } from './generate-data';
import { generatedShop } from './generated-shop';
import { httpCases, loadFixtures, type Fixtures, type Target } from './http-cases';
import { failures, httpLoad, ms, warmUp, type LoadFigures } from './load-runner';
import { describeMachine } from './machine';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_REQUESTS = 20;

interface ShapeRun {
  shape: DataShape;
  /** The load average when this shape's run started (generation included). */
  loadAtStart: number;
  generatedSeconds: number;
  fixtures: Pick<Fixtures, 'pendingCount' | 'transactionPrefix' | 'broadTerm' | 'broadShare'>;
  /** By case, in http-cases.ts's order (the same for every shape; names differ where they carry figures). */
  results: Array<{ name: string; target: Target; api: LoadFigures }>;
}

async function runShape(shape: DataShape): Promise<ShapeRun> {
  if (!pgUrl) throw new Error('shapes-bench runs on PostgreSQL: set BENCH_DATABASE_URL');
  const loadAtStart = loadavg()[0];
  const shop = await generatedShop(pgUrl, sizesFromEnv(), shape);
  const { db, generated } = shop;
  let stopApi: (() => Promise<void>) | undefined;
  try {
    const fixtures = await loadFixtures(db, generated.bigServiceId, shape);
    await db.query('VACUUM (ANALYZE) orders');
    const api = await startApi({ databaseUrl: shop.url, env: { CREDENTIALS_KEY: shop.credentialsKey } });
    stopApi = () => api.stop();
    const token = await api.signIn();
    const results: ShapeRun['results'] = [];
    for (const c of httpCases(fixtures).filter((c) => c.target.p99Ms !== undefined)) {
      await warmUp({ url: api.url, token, next: c.next, requests: WARM_UP_REQUESTS, name: c.name });
      const figures = await httpLoad({ url: api.url, token, connections: 1, seconds: SECONDS, next: c.next, varies: c.varies });
      results.push({ name: c.name, target: c.target, api: figures });
      console.log(`[${shape.name}] ${c.name}: p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} ms (target ${c.target.p99Ms}), failures ${failures(figures)}`);
    }
    const { pendingCount, transactionPrefix, broadTerm, broadShare } = fixtures;
    return { shape, loadAtStart, generatedSeconds: generated.totalMs / 1000, fixtures: { pendingCount, transactionPrefix, broadTerm, broadShare }, results };
  } finally {
    await stopApi?.();
    await shop.drop();
  }
}

const mark = (target: Target, api: LoadFigures) => (target.p99Ms === undefined ? '' : api.p99 <= target.p99Ms && failures(api) === '0' ? ' ✓' : ' ✗');

function reportLines(machine: string, runs: ShapeRun[]): string[] {
  const cases = runs[0]?.results ?? [];
  const misses = runs.flatMap((run) => run.results.filter((r) => mark(r.target, r.api) === ' ✗').map((r) => `${run.shape.name}: ${r.name} (p99 ${ms(r.api.p99)} ms, target ${r.target.p99Ms})`));
  return [
    `# The list targets on data of different shapes (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${machine}. The API, PostgreSQL and the load generator share it.`,
    `Each shape: ${sizesFromEnv().orders.toLocaleString('en-US')} orders made by \`generate-data.ts\` in that shape in a database of its own, the API process on it, ` +
      `then each call with a latency target: ${WARM_UP_REQUESTS} warm-up requests and ${SECONDS} s closed-loop at one connection (signed in, loopback). p50 / p99 in milliseconds.`,
    '',
    '## The shapes',
    '',
    '| Shape | What it is | Pending orders | Broad word (share of orders) | Transaction id prefix searched | Load average at its start | Generated in |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.shape.name} | ${run.shape.description} | ${run.fixtures.pendingCount.toLocaleString('en-US')} | "${run.fixtures.broadTerm}" (${Math.round(run.fixtures.broadShare * 100)}%) | \`${run.fixtures.transactionPrefix}\` | ${run.loadAtStart.toFixed(2)} | ${run.generatedSeconds.toFixed(0)} s |`,
    ),
    '',
    '## Each call on each shape',
    '',
    `| Call | Target p99 | ${runs.map((run) => run.shape.name).join(' | ')} |`,
    `|---|---|${runs.map(() => '---').join('|')}|`,
    ...cases.map((c, index) => {
      const cells = runs.map((run) => {
        const r = run.results[index];
        return r ? `${ms(r.api.p50)} / **${ms(r.api.p99)}**${mark(r.target, r.api)}` : '–';
      });
      return `| ${c.name} | ${c.target.p99Ms ?? ''} | ${cells.join(' | ')} |`;
    }),
    '',
    'The call names are those of the first shape; page numbers, shares and searched terms follow each shape (data-shapes.json has each).',
    '',
    misses.length ? `**Over target (${misses.length})**:` : '**Every call within its target on every shape.**',
    ...misses.map((miss) => `- ${miss}`),
  ];
}

async function main() {
  const machine = await describeMachine(pgUrl);
  const runs: ShapeRun[] = [];
  for (const shape of shapesFromEnv()) runs.push(await runShape(shape));
  writeReport('data-shapes', reportLines(machine, runs));
  const dir = join(__dirname, '../../../bench/reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'data-shapes.json'), JSON.stringify({ date: new Date().toISOString(), machine, seconds: SECONDS, runs }, null, 2) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
