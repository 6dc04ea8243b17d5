import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { PGLITE_TEMPLATE_ENV } from './helpers/pglite-template';
import { TEST_RUN_ENV } from './helpers/worker-schema-name';

/**
 * One migrated embedded database for the whole run: each test file starts from a copy of it
 * (helpers/test-app.ts) instead of creating a cluster and migrating it, which was most of a test
 * file's start on PGlite. On PostgreSQL (DATABASE_URL) each worker migrates a schema of its own,
 * named after the run.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    // The workers' schemas of this run (helpers/worker-schema.ts) are named after it.
    process.env[TEST_RUN_ENV] = randomBytes(4).toString('hex');
    return;
  }
  const db = await openPgliteDatabase();
  await migrate(db);
  const dump = await db.dump();
  await db.close();
  const file = join(mkdtempSync(join(tmpdir(), 'shopdesk-api-tests-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;
}
