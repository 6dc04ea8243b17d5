import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PG_ERROR, pgErrorCode, type Queryable } from '../db/database';
import type { FileStorage } from './file-storage';
import { contentTypeOfKey, isFileKey, keyedWrites } from './file-keys';

const KEYS_PER_READ = 500;
/** A removal can win the race for the same contents at most once per attempt; three is plenty. */
const STORE_ATTEMPTS = 3;

/** Both drivers' byte columns as a Buffer (PGlite answers a Uint8Array, pg a Buffer). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Uploads in PostgreSQL (migration 027): the contents once per SHA-256 in `file_contents`, each
 * upload's key in `stored_files`. Reads hold the whole image in memory: images are at most 5 MB.
 */
export function databaseFileStorage(db: Queryable): FileStorage {
  const store = async (key: string, data: Buffer) => {
    const sha256 = createHash('sha256').update(data).digest();
    // Contents already there are left as they are (no write, so nothing changes for a request
    // that fails after); the key's foreign key locks them against a removal until this commits.
    // A removal of the same contents that committed in between makes that check fail: then again,
    // and this time the contents are inserted.
    for (let attempt = 1; ; attempt++) {
      try {
        await db.query(
          `WITH contents AS (
             INSERT INTO file_contents (sha256, size, bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING
           )
           INSERT INTO stored_files (key, sha256) VALUES ($4, $1) ON CONFLICT (key) DO NOTHING`,
          [sha256, data.length, data, key],
        );
        return;
      } catch (error) {
        if (pgErrorCode(error) !== PG_ERROR.foreignKeyViolation || attempt >= STORE_ATTEMPTS) throw error;
      }
    }
  };
  return {
    driver: 'database',
    ...keyedWrites(store),
    async read(key) {
      if (!isFileKey(key)) return null;
      const { rows } = await db.query<{ bytes: Uint8Array }>(
        'SELECT c.bytes FROM stored_files f JOIN file_contents c USING (sha256) WHERE f.key = $1',
        [key],
      );
      if (!rows[0]) return null;
      const bytes = asBuffer(rows[0].bytes);
      return { stream: Readable.from([bytes]), size: bytes.length, contentType: contentTypeOfKey(key) };
    },
    async has(key) {
      if (!isFileKey(key)) return false;
      return (await db.query('SELECT 1 FROM stored_files WHERE key = $1', [key])).rowCount > 0;
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      const { rows } = await db.query<{ sha256: Uint8Array }>('DELETE FROM stored_files WHERE key = $1 RETURNING sha256', [key]);
      if (!rows[0]) return;
      try {
        await db.query(
          'DELETE FROM file_contents c WHERE c.sha256 = $1 AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.sha256 = c.sha256)',
          [rows[0].sha256],
        );
      } catch (error) {
        // Another upload of the same bytes committed meanwhile: the contents are still in use.
        if (pgErrorCode(error) !== PG_ERROR.foreignKeyViolation) throw error;
      }
    },
    async *keys() {
      let after = '';
      for (;;) {
        const { rows } = await db.query<{ key: string }>('SELECT key FROM stored_files WHERE key > $1 ORDER BY key LIMIT $2', [after, KEYS_PER_READ]);
        for (const row of rows) yield row.key;
        if (rows.length < KEYS_PER_READ) return;
        after = rows[rows.length - 1].key;
      }
    },
    async close() {
      // Nothing held open.
    },
  };
}
