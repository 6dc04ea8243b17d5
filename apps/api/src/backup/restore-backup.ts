import { StringDecoder } from 'node:string_decoder';
import { aesGcmCipher } from '../credentials/aes-gcm-cipher';
import type { CredentialKey } from '../credentials/keyring';
import type { Database, Queryable } from '../db/database';
import { migrate, migrationFiles } from '../db/migrate';
import { databaseFileStorage } from '../storage/database-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { FILE_ENTRY_PREFIX, type Manifest } from './archive-format';
import { readEntries, verifyArchive, type EncryptedSample } from './read-backup';
import { holdsTables, insertRows, quoteName, shopTables, type ShopTable } from './shop-tables';

/** The archive is fine but this target cannot take it (not empty, a newer release's, a key missing). */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreSummary {
  rows: number;
  tables: number;
  files: number;
  seconds: number;
  /** Migrations of this release applied after the archive's rows were loaded (an older backup's). */
  migratedAfter: string[];
}

const ROWS_PER_INSERT = 1000;
const BYTES_PER_INSERT = 4 * 1024 * 1024;

async function isEmptyStorage(storage: FileStorage): Promise<boolean> {
  return (await storage.keys()[Symbol.asyncIterator]().next()).done === true;
}

function checkRelease(manifest: Manifest, migrationsDir?: string): void {
  const known = new Set(migrationFiles(migrationsDir));
  const newer = manifest.migrations.filter((file) => !known.has(file));
  if (newer.length) {
    throw new RestoreRefusedError(`The archive was made by a newer release (its migration ${newer[0]} is not in this one): restore it with that release or a later one`);
  }
}

function checkKeys(manifest: Manifest, keyring: CredentialKey[] | undefined): void {
  const held = new Set((keyring ?? []).map((key) => key.id));
  const missing = manifest.credentialKeyIds.find((id) => !held.has(id));
  if (missing !== undefined) {
    throw new RestoreRefusedError(
      `The archive's secrets are encrypted with the credentials key "${missing}", which this instance does not hold: ` +
        'set CREDENTIALS_KEY to the shop\'s keys (or put the shop\'s credentials.key in DATA_DIR) and run the restore again',
    );
  }
}

/** Each key id's sample decrypts with the keyring: the same id with other key bytes is caught before anything is written. */
function checkDecrypts(samples: readonly EncryptedSample[], keyring: CredentialKey[] | undefined): void {
  if (!keyring || samples.length === 0) return;
  const cipher = aesGcmCipher(keyring);
  for (const { keyId, value, rowId } of samples) {
    try {
      cipher.decrypt(value, rowId);
    } catch {
      throw new RestoreRefusedError(`The credentials key "${keyId}" this instance holds is not the one the archive's secrets were encrypted with`);
    }
  }
}

/** Empties the target: every table, sequence and function of the schema in use (the database driver's files with them), and every stored file. */
async function wipe(db: Database, storage: FileStorage): Promise<void> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  await db.exec(`DROP SCHEMA ${quoteName(rows[0].schema)} CASCADE; CREATE SCHEMA ${quoteName(rows[0].schema)}`);
  if (storage.driver === 'database') return;
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  for (const key of keys) await storage.remove(key);
}

/** An archive read whole and found restorable by this release with this keyring. */
export interface CheckedArchive {
  manifest: Manifest;
  /** When the check began (Date.now()): a restore's time counts from there. */
  started: number;
}

/**
 * Every check a restore makes before it writes: the archive intact, its migrations known to this
 * release, its secrets' keys in the keyring and decrypting. Needs no database, so the command runs
 * it before opening one (an embedded database is created by opening it).
 */
export async function checkArchive(file: string, keyring: CredentialKey[] | undefined, migrationsDir?: string): Promise<CheckedArchive> {
  const started = Date.now();
  const { manifest, encryptedSamples } = await verifyArchive(file);
  checkRelease(manifest, migrationsDir);
  checkKeys(manifest, keyring);
  checkDecrypts(encryptedSamples, keyring);
  return { manifest, started };
}

/**
 * Restores an archive of `writeBackup` into an empty database and file storage (or, with `force`,
 * one emptied first). The archive is read whole and checked before anything is written; the
 * database is brought to the archive's migrations, its rows loaded in one transaction (triggers
 * and foreign keys held off: the rows are a consistent snapshot already, counters included), the
 * sequences set, then the later migrations of this release applied. Files go to `storage`, whatever
 * driver the archive's shop used.
 */
export async function restoreBackup(options: {
  db: Database;
  storage: FileStorage;
  file: string;
  force: boolean;
  keyring: CredentialKey[] | undefined;
  /** The release's migrations; beside the code by default. */
  migrationsDir?: string;
  /** What checkArchive answered for `file`, when it was checked before the database was opened. */
  checked?: CheckedArchive;
}): Promise<RestoreSummary> {
  const { db, storage, file, keyring } = options;
  const { manifest, started } = options.checked ?? (await checkArchive(file, keyring, options.migrationsDir));
  // The database driver's files are tables: a database without tables holds none.
  const occupied = (await holdsTables(db)) || (storage.driver !== 'database' && !(await isEmptyStorage(storage)));
  if (occupied && !options.force) {
    throw new RestoreRefusedError('The target already holds a shop (tables in the database, or uploaded files): restore into an empty one, or add --force to replace it');
  }
  if (occupied) await wipe(db, storage);
  try {
    await load(db, storage, file, manifest, options.migrationsDir);
  } catch (error) {
    // Left as empty as it was found (or as --force made it), never half restored.
    await wipe(db, storage).catch(() => undefined);
    throw error;
  }
  const migratedAfter = await migrate(db, options.migrationsDir);
  return {
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    tables: manifest.tables.length,
    files: manifest.files.length,
    seconds: (Date.now() - started) / 1000,
    migratedAfter,
  };
}

/** The archive's migrations, then its rows and files in one transaction (files outside it on other drivers). */
async function load(db: Database, storage: FileStorage, file: string, manifest: Manifest, migrationsDir?: string): Promise<void> {
  await migrate(db, migrationsDir, manifest.migrations);
  const byEntry = new Map(manifest.tables.map((table) => [table.entry, table]));
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    const tables = new Map((await shopTables(tx)).map((table) => [table.name, table]));
    const unknown = manifest.tables.find((dump) => !tables.has(dump.table));
    if (unknown) throw new RestoreRefusedError(`The archive holds a table this database lacks at its migrations: ${unknown.table}`);
    // The migrations' own rows (settings) make way for the archive's.
    if (tables.size) await tx.query(`TRUNCATE ${[...tables.keys()].map(quoteName).join(', ')}`);
    const files = storage.driver === 'database' ? databaseFileStorage(tx) : storage;
    await readEntries(file, async (entry) => {
      const dump = byEntry.get(entry.name);
      if (dump) await loadTable(tx, tables.get(dump.table) as ShopTable, entry.chunks());
      else if (entry.name.startsWith(FILE_ENTRY_PREFIX)) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.chunks()) chunks.push(chunk);
        await files.put(entry.name.slice(FILE_ENTRY_PREFIX.length), Buffer.concat(chunks));
      }
    });
    for (const { sequence, lastValue, isCalled } of manifest.sequences) {
      await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteName(sequence), lastValue, isCalled]);
    }
  });
}

/** A table's JSON lines, inserted a thousand rows (or 4 MB) at a time. */
async function loadTable(tx: Queryable, table: ShopTable, chunks: AsyncIterable<Buffer>): Promise<void> {
  // A character split between two chunks is joined again before it is read.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    await insertRows(tx, table, batch);
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of chunks) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= ROWS_PER_INSERT || batchBytes >= BYTES_PER_INSERT) await flush();
    }
  }
  rest += decoder.end();
  if (rest) batch.push(rest);
  await flush();
}
