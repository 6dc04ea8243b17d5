import type { PgliteConnection } from '../../src/db/pglite-database';

/** Where the test environment puts its lender in each test file's globals. */
export const SHARED_PGLITE_GLOBAL = '__shopdeskSharedPglite';

/** The worker's embedded database, lent to one test file at a time; `close` gives it back. */
export type PgliteLease = PgliteConnection;

export interface PgliteLender {
  /** The database as migrated, or undefined when it is lent already or there is no template. */
  lend(): Promise<PgliteLease | undefined>;
}
