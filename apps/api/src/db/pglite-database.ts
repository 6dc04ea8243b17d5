import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './database';

/**
 * PGlite attaches the statement and its parameters to its errors, and PostgreSQL's `detail` may
 * quote the failing row: any log line printing such an error would print a password hash or a
 * credential's ciphertext. They stay on the error, for a debugger, but out of its enumerable
 * fields, which are what loggers print.
 */
function hideStatement(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  for (const field of ['query', 'params', 'queryOptions', 'detail']) {
    if (Object.prototype.hasOwnProperty.call(error, field)) Object.defineProperty(error, field, { enumerable: false });
  }
  return error;
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, for `openPgliteDatabase(undefined, dump)`. */
  dump(): Promise<Blob>;
}

/**
 * The embedded database: PostgreSQL compiled to WASM, in one process. It has a single connection,
 * so PGlite serialises statements; `transaction` holds that connection for its whole callback.
 * `from` starts it from another one's `dump()`, which skips creating the cluster: the API tests copy
 * one migrated database into each test file this way.
 */
export async function openPgliteDatabase(dataDir?: string, from?: Blob): Promise<PgliteDatabase> {
  return pgliteDatabase(await PGlite.create({ dataDir, loadDataDir: from, extensions: { pg_trgm } }));
}

/** What of a PGlite instance the API uses: the instance itself, or one lent to a test file (test/helpers). */
export type PgliteConnection = Pick<PGlite, 'query' | 'exec' | 'listen' | 'close' | 'dumpDataDir'> & {
  transaction<T>(work: (tx: Pick<PGlite, 'query'>) => Promise<T>): Promise<T>;
};

/** The Database interface over a PGlite connection. */
export function pgliteDatabase(pg: PgliteConnection): PgliteDatabase {
  const run = async <Row>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    const result = await q.query<Row>(sql, params as unknown[]).catch((error: unknown) => {
      throw hideStatement(error);
    });
    // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows a SELECT returns.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
  };
  return {
    driver: 'pglite',
    query: (sql, params) => run(pg, sql, params),
    transaction: (work) =>
      pg.transaction((tx) => {
        const scoped: Queryable = { query: (sql, params) => run(tx, sql, params) };
        return work(scoped);
      }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    // In process: the notifications come from this same instance, and there is no connection to lose.
    listen: async (channel, onPayload) => {
      const unlisten = await pg.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
