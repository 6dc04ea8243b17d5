/** The small database interface the API uses; PGlite and PostgreSQL (pg) implement it. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * On PostgreSQL a serialization failure or a deadlock (SQLSTATE 40001, 40P01) runs the whole of
   * `work` again, a few times, so everything it does must go through `tx`: an e-mail sent, a file
   * written or a counter bumped inside it would happen once per attempt. Do those after it resolves
   * (or queue them in `tx`, as the outbox does).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * LISTENs on `channel`: `onPayload` gets the payload of every NOTIFY on it, once its transaction
   * commits. The answer stops listening. A notification sent while the connection is lost is gone
   * for good, so `events` hears of the loss and of listening again (then reread what matters).
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /** The connection pool as it is now (PostgreSQL; the embedded database has one connection and no pool). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** What a listener hears about its connection, besides the notifications. */
export interface ListenEvents {
  /** Listening stopped: notifications sent from now until `onRestored` are never delivered. */
  onLost?(error: Error): void;
  /** Listening again after a loss. */
  onRestored?(): void;
}

/** Thrown for connection-level failures so the API can answer 503 instead of 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** PostgreSQL SQLSTATE codes the API maps to answers. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  invalidTextRepresentation: '22P02',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
