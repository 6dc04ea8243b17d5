import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { readEntries } from '../../src/backup/read-backup';
import { restoreBackup, RestoreRefusedError } from '../../src/backup/restore-backup';
import { holdsTables, quoteName, shopSequences, shopTables } from '../../src/backup/shop-tables';
import { writeBackup } from '../../src/backup/write-backup';
import { ENCRYPTED_COLUMNS } from '../../src/credentials/encrypted-columns';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { databaseFileStorage } from '../../src/storage/database-file-storage';
import type { FileStorage } from '../../src/storage/file-storage';
import { s3FileStorage } from '../../src/storage/s3-file-storage';
import { scratchDatabase, type ScratchDatabase } from '../resilience/scratch-database';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server';
import { setupTestApp, usingPostgres } from '../helpers/test-app';
import { testKeyring } from '../helpers/test-cipher';
import { FILL_ADMIN, fillShop } from './fill-shop';

jest.setTimeout(120_000);

const t = setupTestApp({ ...FILL_ADMIN, RATE_LIMIT_LOGIN_FAILURES_PER_IP: '1000' });
const folder = mkdtempSync(join(tmpdir(), 'shopdesk-backup-test-'));
const archive = join(folder, 'shop.backup');

/** The other shop: on PostgreSQL a new database and the database driver; embedded, a new PGlite and an S3 bucket. */
let target: { db: Database; storage: FileStorage };
let scratch: ScratchDatabase | undefined;
let s3: S3TestServer | undefined;

beforeAll(async () => {
  await fillShop(t);
  if (usingPostgres) {
    scratch = await scratchDatabase(process.env.DATABASE_URL as string);
    const db = await openPostgresDatabase({ url: scratch.url, poolSize: 4 });
    target = { db, storage: databaseFileStorage(db) };
  } else {
    s3 = await startS3TestServer();
    target = { db: await openPgliteDatabase(), storage: await s3FileStorage(s3.settings(`restored-${Date.now()}/`)) };
  }
});
afterAll(async () => {
  await target?.storage.close();
  await target?.db.close();
  await scratch?.drop();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every row of every table as PostgreSQL writes it, in order: what "the same shop" means. */
async function rowsOf(db: Database): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of [...(await shopTables(db)).map((t) => t.name), 'stored_files', 'schema_migrations']) {
    const columns = table === 'schema_migrations' ? 'version' : table === 'stored_files' ? 'key, sha256' : '*';
    const { rows: lines } = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM (SELECT ${columns} FROM ${quoteName(table)}) t ORDER BY 1`);
    rows[table] = lines.map((line) => line.row);
  }
  for (const sequence of await shopSequences(db)) {
    rows[sequence] = (await db.query<{ row: string }>(`SELECT last_value::text || ' ' || is_called::text AS row FROM ${quoteName(sequence)}`)).rows.map((r) => r.row);
  }
  return rows;
}

async function filesOf(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of storage.keys()) {
    const file = await storage.read(key);
    const hash = createHash('sha256');
    for await (const chunk of file?.stream ?? []) hash.update(chunk as Buffer);
    files[key] = hash.digest('hex');
  }
  return files;
}

it('fills every table, seals every secret with the credentials key, and keeps images', async () => {
  const rows = await rowsOf(t.db);
  // The uploads' table is the database driver's; on the others the images are files.
  const empty = Object.entries(rows)
    .filter(([table, lines]) => lines.length === 0 && (table !== 'stored_files' || t.app.storage.driver === 'database'))
    .map(([table]) => table);
  expect(empty).toEqual([]);
  // The columns a backup takes its key ids from are all the sealed ones there are.
  const sealed: string[] = [];
  for (const table of await shopTables(t.db)) {
    for (const column of table.columns) {
      const { rows: found } = await t.db.query(`SELECT 1 FROM ${quoteName(table.name)} WHERE ${quoteName(column)}::text ~ '^v1:test:' LIMIT 1`);
      if (found.length) sealed.push(`${table.name}.${column}`);
    }
  }
  expect(sealed.sort()).toEqual(ENCRYPTED_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
  expect(Object.keys(await filesOf(t.app.storage)).length).toBeGreaterThan(10);
});

it('restores the backup elsewhere with every row and every file the same', async () => {
  const backup = await writeBackup({ db: t.db, storage: t.app.storage, file: archive });
  expect(backup).toMatchObject({ file: archive, tables: (await shopTables(t.db)).length, bytes: statSync(archive).size });

  const restored = await restoreBackup({ ...target, file: archive, force: false, keyring: testKeyring });
  expect(restored).toMatchObject({ rows: backup.rows, files: backup.files, migratedAfter: [] });
  expect(await rowsOf(target.db)).toEqual(await rowsOf(t.db));
  expect(await filesOf(target.storage)).toEqual(await filesOf(t.app.storage));
});

it('refuses a target that holds a shop already, unless forced, and then replaces it whole', async () => {
  await expect(restoreBackup({ ...target, file: archive, force: false, keyring: testKeyring })).rejects.toThrow(
    new RestoreRefusedError('The target already holds a shop (tables in the database, or uploaded files): restore into an empty one, or add --force to replace it'),
  );
  await target.db.query("UPDATE services SET name = 'Changed after the backup'");
  await target.storage.save(randomBytes(64), 'image/png');
  await restoreBackup({ ...target, file: archive, force: true, keyring: testKeyring });
  expect(await rowsOf(target.db)).toEqual(await rowsOf(t.db));
  expect(await filesOf(target.storage)).toEqual(await filesOf(t.app.storage));
});

describe('a damaged archive, or a target without the key, is refused before anything is written', () => {
  // One empty target for every refusal: each must leave it empty, which is checked after each.
  let empty: { db: Database; storage: FileStorage };
  beforeAll(async () => {
    const db = await openPgliteDatabase();
    empty = { db, storage: databaseFileStorage(db) };
  });
  afterAll(() => empty?.db.close());

  async function refused(file: string, keyring = testKeyring): Promise<string> {
    const error = await restoreBackup({ ...empty, file, force: false, keyring }).then(
      () => new Error('restored'),
      (e: Error) => e,
    );
    expect(await holdsTables(empty.db)).toBe(false);
    expect(error).toBeInstanceOf(Error);
    return `${error.name}: ${error.message}`;
  }

  it('a truncated archive', async () => {
    const cut = join(folder, 'cut.backup');
    const bytes = readFileSync(archive);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(await refused(cut)).toBe(`BackupArchiveError: ${cut} ends early: the archive is truncated (copied or written only in part)`);
  });

  it('an archive with a byte changed', async () => {
    const flipped = join(folder, 'flipped.backup');
    const bytes = Buffer.from(readFileSync(archive));
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(flipped, bytes);
    expect(await refused(flipped)).toMatch(/^BackupArchiveError: /);
  });

  /** The archive packed again into `name` with one entry's bytes changed by `edit`, as someone who reads tar would. */
  async function repacked(name: string, entryName: string, edit: (text: string) => string): Promise<string> {
    const out = join(folder, name);
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(out));
    await readEntries(archive, async (entry) => {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.chunks()) chunks.push(chunk);
      const data = Buffer.concat(chunks);
      pack.entry({ name: entry.name }, entry.name === entryName ? Buffer.from(edit(data.toString('utf8'))) : data);
    });
    pack.finalize();
    await written;
    return out;
  }

  it('an archive whose rows were edited and packed again', async () => {
    const edited = await repacked('edited.backup', 'tables/services.jsonl', (text) => text.replace('"name":"', '"name":"Edited '));
    expect(await refused(edited)).toBe(
      `BackupArchiveError: ${edited}: tables/services.jsonl does not match its checksum in the manifest: the archive was altered or damaged`,
    );
  });

  it('a target without the credentials key, or with other bytes under its name', async () => {
    expect(await refused(archive, [])).toBe(
      'RestoreRefusedError: The archive\'s secrets are encrypted with the credentials key "test", which this instance does not hold: ' +
        "set CREDENTIALS_KEY to the shop's keys (or put the shop's credentials.key in DATA_DIR) and run the restore again",
    );
    expect(await refused(archive, [{ id: 'test', key: randomBytes(32) }])).toBe(
      'RestoreRefusedError: The credentials key "test" this instance holds is not the one the archive\'s secrets were encrypted with',
    );
  });

  it('an archive of a newer release', async () => {
    const newer = await repacked('newer.backup', 'manifest.json', (text) => {
      const manifest = JSON.parse(text);
      manifest.migrations.push('999_from_the_future.sql');
      return JSON.stringify(manifest);
    });
    expect(await refused(newer)).toBe(
      'RestoreRefusedError: The archive was made by a newer release (its migration 999_from_the_future.sql is not in this one): restore it with that release or a later one',
    );
  });
});

it('never leaves a partial archive under the name when the backup fails', async () => {
  const failing = join(folder, 'failing.backup');
  // Read as another driver's files are (the database driver's are read in the rows' snapshot).
  const broken: FileStorage = { ...t.app.storage, driver: 'filesystem', keys: () => t.app.storage.keys(), read: async () => Promise.reject(new Error('disk gone')) };
  await expect(writeBackup({ db: t.db, storage: broken, file: failing })).rejects.toThrow('disk gone');
  expect(() => statSync(failing)).toThrow();
});

