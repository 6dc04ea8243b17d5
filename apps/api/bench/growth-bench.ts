/**
 * Cost as the shop grows (issue #27, item 2): the same shop (generate-data.ts's own shape) at
 * 100,000, 1,000,000 and 10,000,000 orders (BENCH_GROWTH_SIZES=100000,1000000 picks others), each
 * in a database of its own on the PostgreSQL server of BENCH_DATABASE_URL, dropped before the
 * next. For each size: how long the generator took and the disk the database takes, then every call
 * with a latency target through the real API process at one connection for BENCH_SECONDS (default
 * 5), and the shared buffers its statements touch (EXPLAIN ANALYZE BUFFERS: the figure a slower or
 * faster machine does not change). A call whose buffers grow with the table is marked: its cost
 * is not flat. Report: bench/reports/growth.md, raw figures in growth.json.
 */
import { loadavg } from 'node:os';
import { pgUrl, writeReport, writeReportFigures } from './bench-app';
import { GENERATOR_SHAPE, sizesFromEnv } from './generate-data';
import { generatedShop } from './generated-shop';
import { failures, ms } from './load-runner';
import { describeMachine } from './machine';
import { measureTargetCalls, WARM_UP_REQUESTS, WARM_UP_SECONDS_PER_CALL, type TargetCallResult } from './target-calls';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '100000,1000000,10000000').split(',').map((size) => {
  const orders = Number(size.trim());
  if (!Number.isInteger(orders) || orders < 1000) throw new Error(`BENCH_GROWTH_SIZES: "${size}" is not a number of orders (1,000 or more)`);
  return orders;
});
/** Buffers more than this many times the previous size's: the call reads more as the table grows. */
const GROWS = 2;

interface SizeRun {
  orders: number;
  loadAtStart: number;
  generatedSeconds: number;
  steps: Array<{ step: string; seconds: number }>;
  diskBytes: number;
  pendingCount: number;
  results: TargetCallResult[];
}

async function runSize(orders: number): Promise<SizeRun> {
  if (!pgUrl) throw new Error('growth-bench runs on PostgreSQL: set BENCH_DATABASE_URL');
  const loadAtStart = loadavg()[0];
  const shop = await generatedShop(pgUrl, { ...sizesFromEnv(), orders });
  try {
    const { rows } = await shop.db.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');
    const { fixtures, results } = await measureTargetCalls(shop, GENERATOR_SHAPE, { seconds: SECONDS, label: orders.toLocaleString('en-US'), buffers: true });
    return {
      orders,
      loadAtStart,
      generatedSeconds: shop.generated.totalMs / 1000,
      steps: shop.generated.steps.map(({ step, ms: stepMs }) => ({ step, seconds: stepMs / 1000 })),
      diskBytes: Number(rows[0].bytes),
      pendingCount: fixtures.pendingCount,
      results,
    };
  } finally {
    await shop.drop();
  }
}

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
const within = (r: TargetCallResult) => r.target.p99Ms !== undefined && r.api.p99 <= r.target.p99Ms && failures(r.api) === '0';

function reportLines(machine: string, runs: SizeRun[]): string[] {
  const cases = runs[0]?.results ?? [];
  const grows = cases.flatMap((c, index) => {
    const buffers = runs.map((run) => run.results[index]?.buffers ?? 0);
    const jumps = buffers.slice(1).map((b, i) => b / Math.max(1, buffers[i]));
    return jumps.some((jump) => jump > GROWS) ? [{ name: c.name, buffers }] : [];
  });
  const misses = runs.flatMap((run) =>
    run.results.filter((r) => !within(r)).map((r) => `${run.orders.toLocaleString('en-US')} orders: ${r.name} (p99 ${ms(r.api.p99)} ms, target ${r.target.p99Ms})`),
  );
  return [
    `# Cost as the shop grows (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${machine}. The API, PostgreSQL and the load generator share it.`,
    `Each size: the generator's shop (its own shape) with that many orders in a database of its own, the API process on it, then each call with a latency target: ` +
      `every call loaded ${WARM_UP_SECONDS_PER_CALL} s untimed (the process warmed up), then each: ${WARM_UP_REQUESTS} warm-up requests and ${SECONDS} s closed-loop at one connection (signed in, loopback), and its statements run once more under ` +
      'EXPLAIN (ANALYZE, BUFFERS): the shared buffers (8 KiB pages) they hit or read. p50 / p99 in milliseconds.',
    '',
    '## The sizes',
    '',
    '| Orders | Pending | Generated in | Disk (the database) | Load average at its start |',
    '|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.orders.toLocaleString('en-US')} | ${run.pendingCount.toLocaleString('en-US')} | ${run.generatedSeconds.toFixed(0)} s ` +
        `(${run.steps.map((s) => `${s.step} ${s.seconds.toFixed(0)} s`).join(', ')}) | ${gib(run.diskBytes)} | ${run.loadAtStart.toFixed(2)} |`,
    ),
    '',
    '## Each call at each size',
    '',
    `| Call | Target p99 | ${runs.map((run) => `${run.orders.toLocaleString('en-US')}: p50 / p99, buffers`).join(' | ')} |`,
    `|---|---|${runs.map(() => '---').join('|')}|`,
    ...cases.map((c, index) => {
      const cells = runs.map((run) => {
        const r = run.results[index];
        return r ? `${ms(r.api.p50)} / **${ms(r.api.p99)}**${within(r) ? ' ✓' : ' ✗'}, ${r.buffers?.toLocaleString('en-US')}` : '–';
      });
      return `| ${c.name} | ${c.target.p99Ms ?? ''} | ${cells.join(' | ')} |`;
    }),
    '',
    'The call names are those of the first size; page numbers follow each size (growth.json has each).',
    '',
    grows.length
      ? `**Buffers growing with the table (more than ${GROWS} times the size before; ${grows.length})**:`
      : `**No call's buffers grow more than ${GROWS} times from one size to the next.**`,
    ...grows.map((g) => `- ${g.name}: ${g.buffers.map((b) => b.toLocaleString('en-US')).join(' → ')}`),
    '',
    misses.length ? `**Over target (${misses.length})**:` : '**Every call within its target at every size.**',
    ...misses.map((miss) => `- ${miss}`),
  ];
}

async function main() {
  const machine = await describeMachine(pgUrl);
  const runs: SizeRun[] = [];
  for (const orders of SIZES) runs.push(await runSize(orders));
  writeReport('growth', reportLines(machine, runs));
  writeReportFigures('growth', { date: new Date().toISOString(), machine, seconds: SECONDS, runs });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
