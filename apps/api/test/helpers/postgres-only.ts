import type { Queryable } from '../../src/db/database';
import { usingPostgres, type TestApp } from './test-app';

/**
 * A block of race tests that only PostgreSQL can fail: PGlite runs one connection, so concurrent
 * requests take turns there and the race never happens. It runs when DATABASE_URL is set (the
 * PostgreSQL pass of `.ci/run`); on PGlite jest reports it skipped, the reason in its title.
 *
 * @example onPostgresOnly('two registrations with one invite', () => { it('lets one through', ...); });
 */
export function onPostgresOnly(title: string, tests: () => void): void {
  (usingPostgres ? describe : describe.skip)(`${title} (needs PostgreSQL: PGlite runs one connection)`, tests);
}

/**
 * A block that starts the product as a process of its own (`runMain`), which always runs on the
 * embedded database whatever DATABASE_URL says: the PostgreSQL pass would repeat it word for word,
 * so it runs on the PGlite pass only (reported skipped on the other, the reason in its title).
 *
 * @example onEmbeddedOnly('the command on the embedded database', () => { it(...); });
 */
export function onEmbeddedOnly(title: string, tests: () => void): void {
  (usingPostgres ? describe.skip : describe)(`${title} (the embedded database, whatever DATABASE_URL says)`, tests);
}

/**
 * The title of a test of a race that runs on both databases: on PGlite the racers take turns, so
 * only the PostgreSQL run races them; the title says so there.
 */
export function raceTitle(title: string): string {
  return usingPostgres ? title : `${title} (in turn: PGlite runs one connection)`;
}

/**
 * Stages a race on PostgreSQL: takes row locks with `lock` in a transaction of its own and runs
 * `during` while they are held, then lets go of them. `during` starts the racers and waits, with
 * `waitingBehind()`, until they queue behind the locks (directly or behind one another), so they
 * are released at the same moment; what it answers (the racers' answers, still running) is answered.
 */
export async function whileLocked<T>(t: TestApp, lock: (tx: Queryable) => Promise<unknown>, during: (waitingBehind: () => Promise<number>) => Promise<T>): Promise<T> {
  return t.db.transaction(async (tx) => {
    await lock(tx);
    const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const waitingBehind = async () =>
      (
        await t.db.query<{ n: number }>(
          `WITH RECURSIVE behind(pid) AS (
             SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))
             UNION
             SELECT a.pid FROM pg_stat_activity a JOIN behind b ON b.pid = ANY(pg_blocking_pids(a.pid))
           )
           SELECT count(*)::int AS n FROM behind`,
          [rows[0].pid],
        )
      ).rows[0].n;
    return during(waitingBehind);
  });
}
