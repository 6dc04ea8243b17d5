import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { ENCRYPTED_COLUMNS } from '../credentials/encrypted-columns';
import type { Database, Queryable } from '../db/database';
import { databaseFileStorage } from '../storage/database-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, fileEntry, MANIFEST_ENTRY, tableEntry, type EntrySum, type Manifest, type TableDump } from './archive-format';
import { quoteName, shopSequences, shopTables, tableRows } from './shop-tables';

export interface BackupSummary {
  file: string;
  rows: number;
  tables: number;
  files: number;
  bytes: number;
  seconds: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Adds one entry of known size to the archive and waits until it is written. */
function addEntry(pack: tar.Pack, name: string, size: number, write: (entry: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
    write(entry as unknown as NodeJS.WritableStream).catch(reject);
  });
}

/** A table's rows into a file of JSON lines beside the others, with its size and SHA-256. */
async function dumpTable(q: Queryable, table: string, dir: string): Promise<{ path: string; rows: number; bytes: number; sha256: string }> {
  const path = join(dir, `${table}.jsonl`);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  await pipeline(
    (async function* () {
      for await (const row of tableRows(q, table)) {
        const line = Buffer.from(`${row}\n`, 'utf8');
        hash.update(line);
        bytes += line.length;
        rows += 1;
        yield line;
      }
    })(),
    createWriteStream(path, { mode: 0o600 }),
  );
  return { path, rows, bytes, sha256: hash.digest('hex') };
}

async function credentialKeyIds(q: Queryable): Promise<string[]> {
  const ids = new Set<string>();
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    const { rows } = await q.query<{ id: string }>(
      `SELECT DISTINCT split_part(${quoteName(column)}, ':', 2) AS id FROM ${quoteName(table)} WHERE ${quoteName(column)} IS NOT NULL`,
    );
    for (const row of rows) ids.add(row.id);
  }
  return [...ids].sort();
}

/**
 * Writes the whole shop into one gzipped tar at `file`: every table's rows, the sequences, every
 * uploaded file, and a manifest with each entry's size and SHA-256. Everything the database holds
 * (files too, on the database driver) is read in one REPEATABLE READ snapshot, so it is consistent
 * while the server runs; on the embedded database the server is stopped (its lock says so).
 * Written beside `file` and renamed at the end: a failed backup leaves nothing under the name.
 */
export async function writeBackup(options: { db: Database; storage: FileStorage; file: string; now?: Date }): Promise<BackupSummary> {
  const started = Date.now();
  const { db, storage, file } = options;
  const work = await mkdtemp(join(tmpdir(), 'shopdesk-backup-'));
  const partial = join(dirname(file), `.${Date.now()}.backup.partial`);
  try {
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    // Seen by the await below; until then, a failure here must not be an unhandled rejection.
    written.catch(() => undefined);
    const manifest = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const tables: TableDump[] = [];
      for (const table of await shopTables(tx)) {
        const dump = await dumpTable(tx, table.name, work);
        const entry = tableEntry(table.name);
        await addEntry(pack, entry, dump.bytes, (out) => pipeline(createReadStream(dump.path), out));
        await rm(dump.path);
        tables.push({ table: table.name, entry, rows: dump.rows, bytes: dump.bytes, sha256: dump.sha256 });
      }
      const sequences = [];
      for (const sequence of await shopSequences(tx)) {
        const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quoteName(sequence)}`);
        sequences.push({ sequence, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
      }
      // The database driver's files in the same snapshot as the rows that name them.
      const files = storage.driver === 'database' ? databaseFileStorage(tx) : storage;
      const sums: EntrySum[] = [];
      for await (const key of files.keys()) {
        const stored = await files.read(key);
        // Removed since it was listed (a logo replaced while a server runs on another driver).
        if (!stored) continue;
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
        const data = Buffer.concat(chunks);
        const entry = fileEntry(key);
        await addEntry(pack, entry, data.length, async (out) => void out.end(data));
        sums.push({ entry, bytes: data.length, sha256: sha256(data) });
      }
      const { rows: migrations } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      const result: Manifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: (options.now ?? new Date()).toISOString(),
        migrations: migrations.map((row) => row.version),
        source: { database: db.driver, storageDriver: storage.driver },
        credentialKeyIds: await credentialKeyIds(tx),
        tables,
        sequences,
        files: sums,
      };
      return result;
    });
    const body = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`, 'utf8');
    await addEntry(pack, MANIFEST_ENTRY, body.length, async (out) => void out.end(body));
    pack.finalize();
    await written;
    await rename(partial, file);
    return {
      file,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      tables: manifest.tables.length,
      files: manifest.files.length,
      bytes: (await stat(file)).size,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}
