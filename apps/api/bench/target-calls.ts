/**
 * Every call of http-cases.ts that has a latency target, loaded on a generated shop through the
 * real API process at one connection: what the shapes and growth benchmarks each measure, on
 * their own data. With `buffers`, each call's statements (recorded from its route) are also run
 * under EXPLAIN (ANALYZE, BUFFERS): the pages they touched, the figure that says whether a call's
 * cost grows with the table whatever the machine's speed.
 */
import { startApi } from '../hardening/api-process';
import type { Database } from '../src/db/database';
import type { DataShape } from './generate-data';
import type { GeneratedShop } from './generated-shop';
import { httpCases, loadFixtures, type Fixtures, type HttpCase, type Target } from './http-cases';
import { failures, httpLoad, ms, warmUp, type LoadFigures } from './load-runner';
import { recordRouteSql, type RouteStatement } from './route-sql';

export const WARM_UP_REQUESTS = 20;

/**
 * Before any call is timed, each is loaded this long, untimed: a process just started answers its
 * first seconds slower (its code compiled and optimised, its heap grown to size; the same 12-row
 * counts call had a p99 of 6 ms in its first 5 s and 2.6 to 4 ms after), and the targets are about
 * an API that has been serving. Without it the first call timed paid for the start.
 */
export const WARM_UP_SECONDS_PER_CALL = 1;

export interface TargetCallResult {
  name: string;
  target: Target;
  api: LoadFigures;
  /** Shared buffers the call's statements hit or read, summed (with `buffers` only). */
  buffers?: number;
}

export interface TargetCalls {
  fixtures: Fixtures;
  /** In http-cases.ts's order: the same cases on any data (names carry figures that differ). */
  results: TargetCallResult[];
}

/** Shared buffers one statement hit or read, executed with its parameters. */
async function statementBuffers(db: Database, statement: { sql: string; params: unknown[] }): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, number> }> }>(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
    statement.params,
  );
  const plan = rows[0]['QUERY PLAN'][0].Plan;
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}

async function callBuffers(db: Database, statements: RouteStatement[]): Promise<number> {
  let total = 0;
  for (const statement of statements) {
    for (const one of 'sql' in statement ? [statement] : statement.transaction) total += await statementBuffers(db, one);
  }
  return total;
}

export async function measureTargetCalls(
  shop: GeneratedShop,
  shape: DataShape,
  options: { seconds: number; label: string; buffers?: boolean },
): Promise<TargetCalls> {
  const { db, generated } = shop;
  const fixtures = await loadFixtures(db, generated.bigServiceId, shape);
  await db.query('VACUUM (ANALYZE) orders');
  const cases: HttpCase[] = httpCases(fixtures).filter((c) => c.target.p99Ms !== undefined);
  const requests = cases.map((c) => [c.name, c.recorded ?? c.next()] as const);
  const recorded = options.buffers
    ? await recordRouteSql(db, Object.fromEntries(requests.map(([name, r]) => [name, { method: r.method, url: r.path, body: r.body }])))
    : undefined;
  const server = await startApi({ databaseUrl: shop.url, env: { CREDENTIALS_KEY: shop.credentialsKey } });
  try {
    const token = await server.signIn();
    for (const c of cases) {
      await warmUp({ url: server.url, token, next: c.next, requests: WARM_UP_REQUESTS, name: c.name });
      await httpLoad({ url: server.url, token, connections: 1, seconds: WARM_UP_SECONDS_PER_CALL, next: c.next, varies: c.varies });
    }
    const results: TargetCallResult[] = [];
    for (const c of cases) {
      await warmUp({ url: server.url, token, next: c.next, requests: WARM_UP_REQUESTS, name: c.name });
      const figures = await httpLoad({ url: server.url, token, connections: 1, seconds: options.seconds, next: c.next, varies: c.varies });
      const buffers = recorded ? await callBuffers(db, recorded[c.name]) : undefined;
      results.push({ name: c.name, target: c.target, api: figures, buffers });
      console.log(
        `[${options.label}] ${c.name}: p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} ms (target ${c.target.p99Ms})` +
          `${buffers === undefined ? '' : `, ${buffers} buffers`}, failures ${failures(figures)}`,
      );
    }
    return { fixtures, results };
  } finally {
    await server.stop();
  }
}
