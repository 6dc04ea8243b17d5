import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { ENCRYPTED_COLUMNS } from '../credentials/encrypted-columns';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, BackupArchiveError, MANIFEST_ENTRY, tableEntry, type Manifest } from './archive-format';

/** One encrypted value of the archive per credential key id, to try the target's keys on before writing anything. */
export interface EncryptedSample {
  keyId: string;
  value: string;
  rowId: string;
}

export interface VerifiedArchive {
  manifest: Manifest;
  encryptedSamples: EncryptedSample[];
}

const ENCRYPTED_BY_ENTRY = new Map<string, Array<(typeof ENCRYPTED_COLUMNS)[number]>>();
for (const column of ENCRYPTED_COLUMNS) {
  const entry = tableEntry(column.table);
  ENCRYPTED_BY_ENTRY.set(entry, [...(ENCRYPTED_BY_ENTRY.get(entry) ?? []), column]);
}

/** Keeps the first value of each key id found in a table's lines (split across chunks as they come). */
function sampler(samples: Map<string, EncryptedSample>, columns: Array<(typeof ENCRYPTED_COLUMNS)[number]>) {
  let rest = '';
  const take = (line: string) => {
    if (!line) return;
    const row = JSON.parse(line) as Record<string, unknown>;
    for (const { column, rowId } of columns) {
      const value = row[column];
      if (typeof value !== 'string') continue;
      const keyId = value.split(':')[1];
      if (!samples.has(keyId)) samples.set(keyId, { keyId, value, rowId: String(row[rowId]) });
    }
  };
  return {
    add(text: string) {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(take);
    },
    end: () => take(rest),
  };
}

/** One entry as it is read: its name and a way to read its bytes (once). */
export interface ArchiveEntry {
  name: string;
  chunks(): AsyncIterable<Buffer>;
}

function unreadable(file: string, error: unknown): BackupArchiveError {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return new BackupArchiveError(`${file} does not exist`);
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test((error as Error).message)) {
    return new BackupArchiveError(`${file} ends early: the archive is truncated (copied or written only in part)`);
  }
  return new BackupArchiveError(`${file} is not a Shopdesk backup (${(error as Error).message})`);
}

/** Goes through the archive's entries in order; `onEntry` reads each (or not) before the next. */
export async function readEntries(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      let read = false;
      await onEntry({
        name: entry.header.name,
        chunks: () => {
          read = true;
          return entry as AsyncIterable<Buffer>;
        },
      });
      if (!read) entry.resume();
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    // The reading's own error (gzip, tar) says more than the iteration's.
    throw unreadable(file, await reading.then(() => error, (readError: unknown) => readError));
  }
}

function parseManifest(file: string, text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupArchiveError(`${file}: its manifest is not valid JSON: the archive was altered or damaged`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupArchiveError(`${file} is not a Shopdesk backup (no Shopdesk manifest)`);
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new BackupArchiveError(`${file} is a Shopdesk backup of format ${manifest.version}; this release reads format ${ARCHIVE_VERSION}`);
  }
  return manifest;
}

/**
 * Reads the whole archive once, before anything is written: every entry's size and SHA-256
 * against the manifest, none missing, none extra; on the way, one encrypted value per key id.
 * Answers the manifest of an intact archive; throws BackupArchiveError naming what is wrong with
 * any other.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const sums = new Map<string, { bytes: number; sha256: string }>();
  const samples = new Map<string, EncryptedSample>();
  let manifestText: string | undefined;
  await readEntries(file, async (entry) => {
    const hash = createHash('sha256');
    const kept: Buffer[] = [];
    const encrypted = ENCRYPTED_BY_ENTRY.get(entry.name);
    const sample = encrypted && sampler(samples, encrypted);
    const decoder = new StringDecoder('utf8');
    let bytes = 0;
    for await (const chunk of entry.chunks()) {
      hash.update(chunk);
      bytes += chunk.length;
      if (entry.name === MANIFEST_ENTRY) kept.push(chunk);
      sample?.add(decoder.write(chunk));
    }
    sample?.add(decoder.end());
    sample?.end();
    if (entry.name === MANIFEST_ENTRY) manifestText = Buffer.concat(kept).toString('utf8');
    else sums.set(entry.name, { bytes, sha256: hash.digest('hex') });
  }).catch((error: unknown) => {
    // A line of an altered table that is no JSON: the checksums would have said so at the end.
    if (error instanceof SyntaxError) throw new BackupArchiveError(`${file}: a table's rows are not valid JSON: the archive was altered or damaged`);
    throw error;
  });
  if (manifestText === undefined) throw new BackupArchiveError(`${file} has no manifest: it is truncated, or not a Shopdesk backup`);
  const manifest = parseManifest(file, manifestText);
  const listed = [...manifest.tables, ...manifest.files];
  for (const { entry, bytes, sha256 } of listed) {
    const found = sums.get(entry);
    if (!found) throw new BackupArchiveError(`${file} lacks ${entry}, which its manifest lists: the archive was altered or damaged`);
    if (found.bytes !== bytes || found.sha256 !== sha256) {
      throw new BackupArchiveError(`${file}: ${entry} does not match its checksum in the manifest: the archive was altered or damaged`);
    }
  }
  const extra = [...sums.keys()].filter((name) => !listed.some((item) => item.entry === name));
  if (extra.length) throw new BackupArchiveError(`${file} holds ${extra[0]}, which its manifest does not list: the archive was altered`);
  return { manifest, encryptedSamples: [...samples.values()] };
}
