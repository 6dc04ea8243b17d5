import { types } from 'node:util';
import type { Database } from '../../src/db/database';
import { pgliteDatabase, type PgliteConnection } from '../../src/db/pglite-database';
import { SHARED_PGLITE_GLOBAL, type PgliteLender } from './shared-pglite-lease';

/**
 * The worker's embedded database as this test file's (shared-pglite-environment.ts), or undefined
 * when it cannot be lent: the file then opens one of its own.
 */
export async function borrowSharedPglite(): Promise<Database | undefined> {
  const lender = (globalThis as Record<string, unknown>)[SHARED_PGLITE_GLOBAL] as PgliteLender | undefined;
  const lease = await lender?.lend();
  return lease && pgliteDatabase(inThisRealm(lease));
}

/**
 * A value made outside this file's sandbox, rebuilt inside it: the database's rows, dates and
 * errors are the environment's, and `instanceof Date` (in the API's code and in the test's
 * matchers) knows only the sandbox's own.
 */
function adopt(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (types.isDate(value)) return new Date((value as Date).getTime());
  if (Array.isArray(value)) return value.map(adopt);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (types.isNativeError(value)) {
    const error = new Error((value as Error).message);
    for (const key of Object.getOwnPropertyNames(value)) {
      if (key === 'message' || key === 'stack') continue;
      const descriptor = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
      Object.defineProperty(error, key, { ...descriptor, value: descriptor.value });
    }
    error.stack = (value as Error).stack;
    return error;
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, adopt(field)]));
}

/** An error from the database is rebuilt here; one the test file's own code threw passes as it is. */
const adoptError = (error: unknown) => (error instanceof Error ? error : adopt(error));

/** A date going out is its text: the environment's PGlite recognises only its own Date. */
const send = (params?: unknown[]) => params?.map((param) => (param instanceof Date ? param.toISOString() : param));

type Query = PgliteConnection['query'];

function adoptedQuery(query: Query): Query {
  return (async (sql: string, params?: unknown[], options?: unknown) => {
    try {
      return adopt(await query(sql, send(params), options as never));
    } catch (error) {
      throw adoptError(error);
    }
  }) as Query;
}

function inThisRealm(lease: PgliteConnection): PgliteConnection {
  return {
    query: adoptedQuery(lease.query),
    exec: async (sql) => {
      try {
        return adopt(await lease.exec(sql)) as Awaited<ReturnType<PgliteConnection['exec']>>;
      } catch (error) {
        throw adoptError(error);
      }
    },
    transaction: async (work) => {
      try {
        return await lease.transaction((tx) => work({ query: adoptedQuery(tx.query.bind(tx)) }));
      } catch (error) {
        throw adoptError(error);
      }
    },
    listen: lease.listen,
    dumpDataDir: lease.dumpDataDir,
    close: lease.close,
  };
}
