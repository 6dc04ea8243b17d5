import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { databaseFileStorage } from './database-file-storage';
import type { FileStorage, StorageDriver } from './file-storage';
import { isFileKey } from './file-keys';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** The filesystem driver's folder. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'uploads');

/** The storage `driver` names, set up from `config` (the S3_* settings) and on `db` (the database driver's). */
export async function openFileStorage(driver: StorageDriver, config: Config, db: Database | undefined): Promise<FileStorage> {
  if (driver === 'database') {
    if (!db) throw new Error('The database file driver needs the database');
    return databaseFileStorage(db);
  }
  if (driver === 'filesystem') return localFileStorage(uploadsDir(config));
  if (!config.storage.s3) throw new Error('STORAGE_DRIVER is not s3: the S3_* settings were not read');
  return s3FileStorage(config.storage.s3);
}

/**
 * Uploads left in DATA_DIR/uploads while another driver serves: an instance upgraded to the
 * database default, say, whose images would answer 404 until `npm run storage -- move` moves them.
 */
export async function filesLeftOnDisk(config: Config): Promise<number> {
  if (config.storage.driver === 'filesystem') return 0;
  const names = await readdir(uploadsDir(config)).catch(() => []);
  return names.filter(isFileKey).length;
}
