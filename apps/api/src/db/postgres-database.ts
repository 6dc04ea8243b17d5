import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { DatabaseUnavailableError, type Database, type Queryable, type QueryResult } from './database';

/** SQLSTATE classes and socket errors that mean "the server is not reachable", not "bad query". */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'].includes(code) ||
    code.startsWith('08') ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(String((error as Error)?.message))
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
  }
}

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** Isolates tests: every connection uses this schema first. */
  searchPath?: string;
  onError?: (error: Error) => void;
}

export function openPostgresDatabase(options: PostgresOptions): Database {
  const config: PoolConfig = {
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
    statement_timeout: 15000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new Pool(config);
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onError?.(error));

  const run = async <Row>(client: Pool | PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    const result = await client.query(sql, params as unknown[]);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };

  return {
    driver: 'postgres',
    query: (sql, params) => guarded(() => run(pool, sql, params)),
    transaction: (work) =>
      guarded(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const scoped: Queryable = { query: (sql, params) => run(client, sql, params) };
          const result = await work(scoped);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    exec: async (sql) => {
      await guarded(() => pool.query(sql));
    },
    close: () => pool.end(),
  };
}
