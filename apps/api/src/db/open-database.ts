import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pg (refused while another process has it open). */
export async function openDatabase(config: Config, onError?: (error: Error) => void): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgresDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize, onError });
  }
  const dir = join(config.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  // One process at a time: the server, or a command such as `npm run storefront-key`.
  const release = lockDataDir(dir);
  try {
    const db = await openPgliteDatabase(dir);
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}
