import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pg. */
export async function openDatabase(config: Config, onError?: (error: Error) => void): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgresDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize, onError });
  }
  const dir = join(config.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  return openPgliteDatabase(dir);
}
