import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './helpers/pglite-template';
import { closeSharedPglite } from './shared-pglite-environment';
import { TEST_RUN_ENV } from './helpers/worker-schema-name';
import { openPostgresDatabase } from '../src/db/postgres-database';

/** The workers' schemas of this run, and the copies of their migrations' rows. */
async function dropRunSchemas(url: string, run: string): Promise<void> {
  const db = openPostgresDatabase({ url, poolSize: 1 });
  try {
    const { rows } = await db.query<{ name: string }>('SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)', [`test_${run}_`]);
    for (const { name } of rows) await db.exec(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await db.close();
  }
}

export default async function globalTeardown(): Promise<void> {
  await closeSharedPglite();
  const run = process.env[TEST_RUN_ENV];
  if (run && process.env.DATABASE_URL) await dropRunSchemas(process.env.DATABASE_URL, run);
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
