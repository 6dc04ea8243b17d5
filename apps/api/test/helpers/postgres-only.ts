import { usingPostgres } from './test-app';

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
