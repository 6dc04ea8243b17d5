/**
 * The HTTP benchmark's baseline: the SQL a call's route runs, run on a bare `pg` pool, so the
 * report shows what the API adds to its database work (HTTP, validation, JSON).
 *
 * The statements are not copied from the routes (they change: counts read from a table kept by
 * triggers, last pages read backwards, capped search counts): each call is made once through an
 * in-process app on the benchmark's database and the statements its route sent are recorded, in
 * order, with their parameters. The session look-up (authenticate.ts) is part of every signed-in
 * call's SQL and stays in; its last-seen touch, written at most once a second per session, is
 * left out (replayed on every request it would be a write the API does not make). The routes recorded
 * are those of src/routes/orders/index.ts, services/index.ts and service-credentials/index.ts,
 * through src/lib/list-page.ts for the lists.
 */
import type { Pool } from 'pg';
import type { Database } from '../src/db/database';
import { preparedName } from '../src/db/prepared-statements';
import { benchApp } from './bench-app';

/** One statement a route sent; `transaction` groups those it sent in one transaction. */
export type RouteStatement = { sql: string; params: unknown[] } | { transaction: Array<{ sql: string; params: unknown[] }> };

export interface RouteCall {
  method: 'GET' | 'PATCH';
  /** Path and query string. */
  url: string;
  body?: string;
}

/** authenticate.ts's last-seen touch: at most once a second per session, so not per request. */
const SESSION_TOUCH = /^\s*UPDATE sessions SET last_seen_at/;

type Sent = { sql: string; params: unknown[] };

/** `db`, telling `onStatement` every statement sent through it or through one of its transactions. */
function recording(db: Database, onStatement: (statement: RouteStatement) => void): Database {
  const keep = (sql: string, params: readonly unknown[] | undefined, into: (s: Sent) => void) => {
    if (!SESSION_TOUCH.test(sql)) into({ sql, params: [...(params ?? [])] });
  };
  return {
    ...db,
    query: (sql, params) => {
      keep(sql, params, onStatement);
      return db.query(sql, params);
    },
    transaction: (work) => {
      const statements: Sent[] = [];
      onStatement({ transaction: statements });
      return db.transaction((tx) => {
        statements.length = 0; // a retried transaction: its last attempt is what ran
        return work({
          query: (sql, params) => {
            keep(sql, params, (s) => statements.push(s));
            return tx.query(sql, params);
          },
        });
      });
    },
  };
}

/** Makes each call once through an in-process app on `db` and answers the statements its route sent. */
export async function recordRouteSql<Name extends string>(db: Database, calls: Record<Name, RouteCall>): Promise<Record<Name, RouteStatement[]>> {
  let log: RouteStatement[] = [];
  const { app, token } = await benchApp(recording(db, (statement) => log.push(statement)));
  const recorded = {} as Record<Name, RouteStatement[]>;
  try {
    for (const [name, call] of Object.entries(calls) as Array<[Name, RouteCall]>) {
      log = [];
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: { authorization: `Bearer ${token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
        payload: call.body,
      });
      if (res.statusCode !== 200) throw new Error(`recording ${name}: ${res.statusCode} ${res.body}`);
      recorded[name] = log;
    }
  } finally {
    await app.close();
  }
  return recorded;
}

/**
 * Runs a route's recorded statements on `pool`, one after the other as the route does (each on
 * whichever connection the pool gives, a transaction on one). `replace` swaps a recorded parameter
 * value for another (the id of the order asked for, when each request asks for another).
 */
export async function runRouteSql(pool: Pool, statements: RouteStatement[], replace?: { from: unknown; to: unknown }): Promise<void> {
  const params = (values: unknown[]) => (replace ? values.map((v) => (v === replace.from ? replace.to : v)) : values);
  // Prepared where the API prepares it (src/db/prepared-statements.ts), so both sides plan alike.
  const toQuery = (sql: string, values: unknown[]) => {
    const name = preparedName(sql);
    return name ? { name, text: sql, values: params(values) } : { text: sql, values: params(values) };
  };
  for (const statement of statements) {
    if ('sql' in statement) {
      await pool.query(toQuery(statement.sql, statement.params));
      continue;
    }
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const s of statement.transaction) await client.query(toQuery(s.sql, s.params));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
