import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { DatabaseUnavailableError, pgErrorCode, type Database, type Queryable, type QueryResult } from './database';
import { createPostgresListener } from './postgres-listener';
import { preparedName } from './prepared-statements';

/** SQLSTATE classes and socket errors that mean "the server is not reachable", not "bad query". */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'].includes(code) ||
    code.startsWith('08') ||
    /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i.test(String((error as Error)?.message))
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
  }
}

/** Serialization failure and deadlock: the server rolled the transaction back, running it again can succeed. */
const RETRYABLE_CONFLICTS = new Set(['40001', '40P01']);
const TRANSACTION_ATTEMPTS = 4;

/** 0-40 ms, then 0-80, then 0-160: random, so the transactions that collided do not collide again. */
const conflictBackoffMillis = (attempt: number) => Math.random() * 20 * 2 ** attempt;

async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= TRANSACTION_ATTEMPTS || !RETRYABLE_CONFLICTS.has(pgErrorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, conflictBackoffMillis(tried)));
    }
  }
}

/** What a borrower of a client knows and says about its connection. */
interface ConnectionState {
  isLost(): boolean;
  /** The connection cannot be trusted any more: destroyed on release, and the request answers 503. */
  markLost(error: Error): void;
}

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** Isolates tests: every connection uses this schema first. */
  searchPath?: string;
  onError?: (error: Error) => void;
  /** The server cancels a statement running longer than this (default 15 s). */
  statementTimeoutMillis?: number;
  /**
   * The client gives up on a query unanswered this long (default: the statement timeout plus 2 s,
   * so a slow query still gets the server's own cancellation). Only a connection that silently
   * lost its server stays quiet that long; its client is then destroyed, never reused.
   */
  queryTimeoutMillis?: number;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
const QUERY_TIMEOUT_MARGIN_MS = 2_000;
// Probes an idle connection after this long, so the kernel notices a peer that vanished
// (failover, NAT state lost) instead of keeping a dead socket in the pool.
const KEEP_ALIVE_DELAY_MS = 10_000;

export function openPostgresDatabase(options: PostgresOptions): Database {
  const statementTimeout = options.statementTimeoutMillis ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const config: PoolConfig = {
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
    statement_timeout: statementTimeout,
    query_timeout: options.queryTimeoutMillis ?? statementTimeout + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new Pool(config);
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onError?.(error));

  // A connection lost to a dead network says its idle siblings, opened over the same network,
  // are likely dead too: each would hold one request for a whole query timeout before failing.
  // So every loss starts a new generation, and a checkout discards clients of an older one.
  let generation = 0;
  const generationOf = new WeakMap<object, number>();
  pool.on('connect', (client) => {
    generationOf.set(client, generation);
    // Between the pool handing a client out and `withClient` listening, an error read in the same
    // network chunk as the connection's last handshake message would have no listener and end the
    // process. Here it is dropped: the client's next query then fails, which marks it lost.
    client.on('error', () => undefined);
  });

  const checkout = async (): Promise<PoolClient> => {
    for (let discarded = 0; ; discarded += 1) {
      const client = await pool.connect();
      if (generationOf.get(client) === generation || discarded > options.poolSize) return client;
      client.release(new Error('opened before a connection was lost'));
    }
  };

  const run = async <Row>(client: PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
    const name = preparedName(sql);
    const result = await (name ? client.query({ name, text: sql, values: params as unknown[] }) : client.query(sql, params as unknown[]));
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };

  /**
   * Lends `borrow` a client of its own. While it is checked out the pool no longer listens to the
   * client's 'error' event, so a connection dropped between two statements (a restart, a failover,
   * pg_terminate_backend) would be an unhandled 'error' that ends the process: this listens instead.
   * A client whose connection failed or timed out is destroyed on release, never reused.
   */
  const withClient = async <T>(borrow: (client: PoolClient, connection: ConnectionState) => Promise<T>): Promise<T> => {
    const client = await checkout();
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      lost ??= error;
      options.onError?.(error);
    };
    client.on('error', onLost);
    try {
      return await borrow(client, { isLost: () => lost !== undefined, markLost: onLost });
    } catch (error) {
      if (!lost && isConnectionError(error)) lost = error as Error;
      // Whatever `borrow` made of the failure, a dropped connection is an outage: 503, not 500.
      throw lost ? new DatabaseUnavailableError(lost) : error;
    } finally {
      client.removeListener('error', onLost);
      if (lost) generation += 1;
      client.release(lost ?? false);
    }
  };

  const attemptTransaction = <T>(work: (tx: Queryable) => Promise<T>): Promise<T> =>
    withClient(async (client, connection) => {
      await client.query('BEGIN');
      try {
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection rolls back on the server; a ROLLBACK would only wait on the dead socket.
        // A ROLLBACK that fails leaves the connection in an unknown state: destroy it, never reuse it.
        if (!connection.isLost() && !isConnectionError(error)) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => connection.markLost(rollbackError));
        }
        throw error;
      }
    });

  // Connected on the first listen(), not before: a process that never listens opens no extra connection.
  const listener = createPostgresListener({ url: options.url, applicationName: 'shopdesk listener', onError: options.onError });

  return {
    driver: 'postgres',
    query: (sql, params) => guarded(() => withClient((client) => run(client, sql, params))),
    transaction: (work) => guarded(() => retryingConflicts(() => attemptTransaction(work))),
    exec: async (sql) => {
      await guarded(() => withClient((client) => client.query(sql)));
    },
    listen: (channel, onPayload, events) => listener.listen(channel, onPayload, events),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
