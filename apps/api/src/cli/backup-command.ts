import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { existingKeyring } from '../credentials/aes-gcm-cipher';
import { BackupArchiveError } from '../backup/archive-format';
import { checkArchive, restoreBackup, RestoreRefusedError } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { FileStorage } from '../storage/file-storage';
import { openFileStorage } from '../storage/open-file-storage';
import { S3BucketError } from '../storage/s3-file-storage';
import type { Output } from './output';

export const BACKUP_USAGE = `Usage: npm run backup -- <file>
  writes the whole shop (every table, every uploaded image) into <file>, a gzipped tar with a manifest and checksums
On DATABASE_URL while the server runs (one consistent snapshot), else on the embedded database in DATA_DIR (stop \`npm start\` first).
The credentials key is not in it: keep CREDENTIALS_KEY (or DATA_DIR/credentials.key) safe apart from the backups.`;

export const RESTORE_USAGE = `Usage: npm run restore -- <file> [--force]
  restores a backup into an empty database and file storage (the server's settings: DATABASE_URL or DATA_DIR, STORAGE_DRIVER)
  --force   replaces a shop that is there already: everything in it is deleted first
The archive is checked whole before anything is written. It needs the shop's credentials key (CREDENTIALS_KEY, or DATA_DIR/credentials.key).`;

const KNOWN_ERRORS = [ConfigError, DataDirInUseError, S3BucketError, BackupArchiveError, RestoreRefusedError];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Opens the server's database (migrated, for a backup) and file storage, runs `work`, closes both. */
async function withShop(env: Record<string, string | undefined>, migrated: boolean, work: (db: Database, storage: FileStorage) => Promise<void>): Promise<void> {
  const config = loadConfig(env);
  const db = await openDatabase(config);
  let storage: FileStorage | undefined;
  try {
    if (migrated) await migrate(db, config.migrationsDir);
    storage = await openFileStorage(config.storage.driver, config, db);
    await work(db, storage);
  } finally {
    await storage?.close();
    await db.close();
  }
}

async function answer(out: Output, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    if (KNOWN_ERRORS.some((known) => error instanceof known)) {
      out.error((error as Error).message);
      return 1;
    }
    throw error;
  }
}

/** `npm run backup -- <file>`, with the server's environment. Answers the exit code. */
export async function runBackupCommand(args: readonly string[], env: Record<string, string | undefined>, out: Output): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) {
    out.error(BACKUP_USAGE);
    return 2;
  }
  const file = resolve(args[0]);
  if (existsSync(file)) {
    out.error(`${file} exists already: choose a new name (a backup never overwrites one)`);
    return 1;
  }
  return answer(out, () =>
    withShop(env, true, async (db, storage) => {
      const done = await writeBackup({ db, storage, file });
      out.log(`Backed up ${done.rows} rows of ${done.tables} tables and ${done.files} files into ${file} (${megabytes(done.bytes)}, ${done.seconds.toFixed(1)} s).`);
    }),
  );
}

/** `npm run restore -- <file> [--force]`, with the server's environment. Answers the exit code. */
export async function runRestoreCommand(args: readonly string[], env: Record<string, string | undefined>, out: Output): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0].startsWith('-')) {
    out.error(RESTORE_USAGE);
    return 2;
  }
  const file = resolve(rest[0]);
  return answer(out, async () => {
    const config = loadConfig(env);
    const keyring = existingKeyring(config);
    // Before the database is opened: refusing an archive leaves a new DATA_DIR as it was.
    const checked = await checkArchive(file, keyring, config.migrationsDir);
    await withShop(env, false, async (db, storage) => {
      const done = await restoreBackup({ db, storage, file, force, keyring, migrationsDir: config.migrationsDir, checked });
      const later = done.migratedAfter.length ? `, then ${done.migratedAfter.length} migrations of this release` : '';
      out.log(`Restored ${done.rows} rows of ${done.tables} tables and ${done.files} files from ${file} (${done.seconds.toFixed(1)} s${later}).`);
    });
  });
}
