import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Database } from '../db/database';
import { csvRow } from './csv';

/** Excel reads a CSV file as UTF-8 (names in Arabic, say) only when it starts with the byte order mark. */
export const BOM = '\uFEFF';

/** Rows read from the cursor at a time: what the server holds of an export at once. */
export const EXPORT_BATCH_ROWS = 500;

export interface CsvStreamOptions<Row> {
  header: readonly string[];
  cells: (row: Row) => readonly (string | null | undefined)[];
  /** Told of a failure once the answer has begun (its status sent): the file is cut, the connection reset. */
  onError: (error: unknown) => void;
  batchRows?: number;
}

/**
 * The rows of `sql` as a CSV file (BOM, header, formula-safe cells), read through a cursor in one
 * transaction, so the file is one consistent snapshot whatever is written meanwhile, and never
 * held whole: on PostgreSQL the next batch is read only once the client has taken the last one
 * (a slow download holds one pooled connection, not the file in memory). The embedded database has
 * one connection for everyone: there the batches are read through without waiting for the client,
 * so a slow download never holds the whole product up. A client that goes away ends the read.
 *
 * @example reply.send(csvStream(db, 'SELECT ... ORDER BY ...', where.params, { header, cells, onError }));
 */
export function csvStream<Row>(db: Database, sql: string, params: readonly unknown[], options: CsvStreamOptions<Row>): Readable {
  const { header, cells, onError, batchRows = EXPORT_BATCH_ROWS } = options;
  const out = new PassThrough();
  let gone = false;
  out.once('close', () => {
    gone = true;
  });
  const waitForClient = db.driver === 'postgres';

  const read = db.transaction(async (tx) => {
    await tx.query(`DECLARE list_export NO SCROLL CURSOR FOR ${sql}`, params);
    out.write(BOM + csvRow(header));
    while (!gone) {
      const { rows } = await tx.query<Row>(`FETCH ${batchRows} FROM list_export`);
      if (rows.length === 0) break;
      const roomForMore = out.write(rows.map((row) => csvRow(cells(row))).join(''));
      if (!roomForMore && waitForClient && !gone) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (rows.length < batchRows) break;
    }
  });
  read.then(
    () => out.end(),
    (error: unknown) => {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return out;
}
