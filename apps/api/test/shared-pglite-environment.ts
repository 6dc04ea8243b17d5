import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import NodeEnvironment from 'jest-environment-node';
import { PGLITE_TEMPLATE_ENV } from './helpers/pglite-template';
import { keepPristine, putBackPristine, type Pristine } from './helpers/pristine-database';
import { SHARED_PGLITE_GLOBAL, type PgliteLease, type PgliteLender, type SchemaLease } from './helpers/shared-pglite-lease';
import { workerSchemaName } from './helpers/worker-schema-name';

/**
 * The API tests' jest environment: Node's, plus one embedded database per jest worker that the test
 * files of the worker borrow in turn, each finding it as the migrated template left it (on
 * PostgreSQL, one schema per worker, lent the same way).
 *
 * Starting PGlite from the template took 2 of a test file's 3 seconds; putting the database back
 * (its tables emptied, the migrations' own rows restored, the session reset) takes a few
 * milliseconds. The instance lives here, outside the test files' sandboxes, because jest gives each
 * file modules of its own; what it answers is copied into the file's sandbox
 * (helpers/shared-pglite.ts). A file that changed the schema itself (a trigger of its own) leaves
 * the instance to be thrown away and the next file gets a fresh one.
 */
export default class SharedPgliteEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const lender: PgliteLender = { lend: () => lend(), lendSchema };
    this.global[SHARED_PGLITE_GLOBAL] = lender;
  }

  override async teardown(): Promise<void> {
    // A file that never gave its lease back (a failed setup) gives it back now.
    await current?.release();
    schemaLent = false;
    await super.teardown();
  }
}

/**
 * Closes this process's instance. Jest runs one test file in its own process (no workers), and an
 * open PGlite there keeps that process from ending: the global teardown calls this.
 */
export async function closeSharedPglite(): Promise<void> {
  const open = shared;
  shared = undefined;
  await (await open?.catch(() => undefined))?.pg.close();
}

interface Shared {
  pg: PGlite;
  pristine: Pristine;
}

let shared: Promise<Shared> | undefined;
let current: { release(): Promise<void> } | undefined;

async function openShared(template: string): Promise<Shared> {
  const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions: { pg_trgm } });
  return { pg, pristine: await keepPristine(pg, 'public') };
}

/** The instance as migrated again: the session reset, the tables emptied, the migrations' rows back. */
async function reset(s: Shared): Promise<boolean> {
  // Whatever a file left open or set: a transaction, settings, advisory locks, LISTENs, temp tables.
  await s.pg.exec('ROLLBACK').catch(() => undefined);
  await s.pg.exec('RESET ALL; SELECT pg_advisory_unlock_all(); UNLISTEN *; DISCARD TEMP');
  return putBackPristine(s.pg, s.pristine);
}

let schemaPristine: Pristine | undefined;
let schemaLent = false;

/** The worker's schema on PostgreSQL (helpers/worker-schema.ts does the work, in the file's sandbox). */
function lendSchema(): SchemaLease | undefined {
  if (schemaLent) return undefined;
  schemaLent = true;
  let released = false;
  return {
    name: workerSchemaName(),
    pristine: schemaPristine,
    keep: (pristine) => {
      schemaPristine = pristine;
    },
    release: () => {
      if (released) return;
      released = true;
      schemaLent = false;
    },
  };
}

/**
 * Lends the worker's instance to the file that asks, as migrated; undefined when it is already lent
 * (a file with two apps at once: the second opens its own) or when there is no template.
 */
async function lend(): Promise<PgliteLease | undefined> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template || current) return undefined;
  const listeners = new Set<() => Promise<void>>();
  let released = false;
  const lease = { release: async () => undefined as void };
  current = lease;
  try {
    shared ??= openShared(template);
    let s = await shared;
    if (!(await reset(s))) {
      // The last file changed the schema: start again from the template.
      await s.pg.close();
      shared = openShared(template);
      s = await shared;
    }
    const pg = s.pg;
    lease.release = async () => {
      if (released) return;
      released = true;
      for (const unlisten of listeners) await unlisten().catch(() => undefined);
      if (current === lease) current = undefined;
    };
    const open = () => {
      if (released) throw new Error('This test file has given its database back');
    };
    return {
      query: (sql, params) => (open(), pg.query(sql, params as unknown[])),
      exec: (sql) => (open(), pg.exec(sql)),
      transaction: (work) => (open(), pg.transaction((tx) => work(tx))),
      listen: async (channel, onPayload) => {
        open();
        const unlisten = await pg.listen(channel, onPayload);
        listeners.add(unlisten);
        return async () => {
          listeners.delete(unlisten);
          await unlisten();
        };
      },
      dumpDataDir: (compression) => pg.dumpDataDir(compression),
      close: () => lease.release(),
    };
  } catch (error) {
    current = undefined;
    shared = undefined;
    throw error;
  }
}
