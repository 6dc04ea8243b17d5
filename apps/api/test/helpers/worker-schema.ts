import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { keepPristine, putBackPristine } from './pristine-database';
import { SHARED_PGLITE_GLOBAL, type PgliteLender } from './shared-pglite-lease';

/**
 * The trigram extension, made once per database: two test files starting at once on a new database
 * (hardening's) would both find it missing and one would fail on the other's row, so they take
 * turns (the lock lasts as long as the statements sent with it, one implicit transaction).
 */
export const CREATE_TRIGRAM_EXTENSION = "SELECT pg_advisory_xact_lock(hashtext('shopdesk test pg_trgm')); CREATE EXTENSION IF NOT EXISTS pg_trgm";

/**
 * The jest worker's schema on `url`, migrated, as this test file's; undefined when it is lent
 * already (a file with two apps at once opens a schema of its own for the second). The first file
 * of a worker makes and migrates it; the next ones get it back as migrated (pristine-database.ts),
 * which takes a tenth of what migrating a new schema took.
 */
export async function borrowWorkerSchema(url: string): Promise<{ db: Database; drop: () => Promise<void> } | undefined> {
  const lender = (globalThis as Record<string, unknown>)[SHARED_PGLITE_GLOBAL] as PgliteLender | undefined;
  const lease = lender?.lendSchema();
  if (!lease) return undefined;
  const db = openPostgresDatabase({ url, poolSize: 5, searchPath: `${lease.name},public` });
  try {
    const pristine = lease.pristine;
    const putBack = pristine && (await db.transaction((tx) => putBackPristine(tx, pristine)));
    if (!putBack) {
      // The first file of the worker, or the last one changed the schema: make it again.
      await db.exec(`${CREATE_TRIGRAM_EXTENSION}; DROP SCHEMA IF EXISTS ${lease.name} CASCADE; CREATE SCHEMA ${lease.name}`);
      await migrate(db);
      lease.keep(await db.transaction((tx) => keepPristine(tx, lease.name)));
    }
  } catch (error) {
    lease.keep(undefined);
    lease.release();
    await db.close();
    throw error;
  }
  return {
    db,
    drop: async () => {
      await db.close();
      lease.release();
    },
  };
}
