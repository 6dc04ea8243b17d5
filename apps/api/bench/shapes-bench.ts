/**
 * The list targets on data of different shapes (issue #27, item 1): for each shape of
 * generate-data.ts (BENCH_SHAPES=generator,backlog,... picks some; all by default), a database of its
 * own on the PostgreSQL server of BENCH_DATABASE_URL is filled with a shop of that shape (1,000,000
 * orders; BENCH_ORDERS), the real API process started on it, and every call of http-cases.ts that
 * has a latency target is loaded at one connection for BENCH_SECONDS (default 5). Each database is
 * dropped before the next shape's. Report: bench/reports/data-shapes.md, raw figures in
 * data-shapes.json.
 */
import { loadavg } from 'node:os';
import { pgUrl, writeReport, writeReportFigures } from './bench-app';
import { shapesFromEnv, sizesFromEnv, type DataShape } from './generate-data';
import { generatedShop } from './generated-shop';
import type { Fixtures, Target } from './http-cases';
import { failures, ms, type LoadFigures } from './load-runner';
import { describeMachine } from './machine';
import { measureTargetCalls, WARM_UP_REQUESTS, WARM_UP_SECONDS_PER_CALL } from './target-calls';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

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
  try {
    const { fixtures, results } = await measureTargetCalls(shop, shape, { seconds: SECONDS, label: shape.name });
    const { pendingCount, transactionPrefix, broadTerm, broadShare } = fixtures;
    return { shape, loadAtStart, generatedSeconds: shop.generated.totalMs / 1000, fixtures: { pendingCount, transactionPrefix, broadTerm, broadShare }, results };
  } finally {
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
      `then each call with a latency target: every call loaded ${WARM_UP_SECONDS_PER_CALL} s untimed (the process warmed up), then each: ${WARM_UP_REQUESTS} warm-up requests and ${SECONDS} s closed-loop at one connection (signed in, loopback). p50 / p99 in milliseconds.`,
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
  writeReportFigures('data-shapes', { date: new Date().toISOString(), machine, seconds: SECONDS, runs });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
