import type { PgliteConnection } from '../../src/db/pglite-database';
import type { Pristine } from './pristine-database';

/** Where the test environment puts its lender in each test file's globals. */
export const SHARED_PGLITE_GLOBAL = '__shopdeskSharedPglite';

/** The worker's embedded database, lent to one test file at a time; `close` gives it back. */
export type PgliteLease = PgliteConnection;

/**
 * The worker's schema on PostgreSQL, lent to one test file at a time: made and migrated by the
 * first (which keeps it with `keep`), put back as migrated by the next ones.
 */
export interface SchemaLease {
  name: string;
  /** How to put it back as migrated; undefined until a file has made it. */
  pristine: Pristine | undefined;
  keep(pristine: Pristine | undefined): void;
  release(): void;
}

export interface PgliteLender {
  /** The database as migrated, or undefined when it is lent already or there is no template. */
  lend(): Promise<PgliteLease | undefined>;
  /** The worker's schema, or undefined when it is lent already. */
  lendSchema(): SchemaLease | undefined;
}
