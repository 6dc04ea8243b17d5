import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import NodeEnvironment from 'jest-environment-node';
import { PGLITE_TEMPLATE_ENV } from './helpers/pglite-template';
import { SHARED_PGLITE_GLOBAL, type PgliteLease, type PgliteLender } from './helpers/shared-pglite-lease';

/**
 * The API tests' jest environment: Node's, plus one embedded database per jest worker that the test
 * files of the worker borrow in turn, each finding it as the migrated template left it.
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
    const lender: PgliteLender = { lend: () => lend() };
    this.global[SHARED_PGLITE_GLOBAL] = lender;
  }

  override async teardown(): Promise<void> {
    // A file that never gave its lease back (a failed setup) gives it back now.
    await current?.release();
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

/** The schema the migrations' own rows are kept in, to be put back after each file. */
const PRISTINE = 'shopdesk_pristine';

interface Shared {
  pg: PGlite;
  /** What the schema looks like as migrated: a file that changes it spoils the instance. */
  fingerprint: string;
  /** The statements that put the data back as migrated. */
  restore: string;
}

let shared: Promise<Shared> | undefined;
let current: { release(): Promise<void> } | undefined;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables, triggers, functions, constraints, schemas and columns there are. */
const FINGERPRINT_SQL = `
SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
  SELECT 'r:' || c.relname || ':' || c.relkind::text || ':' || (SELECT count(*) FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 't:' || t.tgname || ':' || t.tgenabled::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal
  UNION ALL SELECT 'p:' || p.proname || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'k:' || k.conname FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'n:' || nspname FROM pg_namespace
) AS items(item)`;

async function fingerprintOf(pg: PGlite): Promise<string> {
  return (await pg.query<{ fingerprint: string }>(FINGERPRINT_SQL)).rows[0].fingerprint;
}

/**
 * Opens the template and keeps a copy of every row the migrations wrote (schema_migrations and the
 * settings they seed), then writes the statements that empty every table and put those rows back.
 */
async function openShared(template: string): Promise<Shared> {
  const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions: { pg_trgm } });
  const { rows: tables } = await pg.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1",
  );
  const restore = ['SET session_replication_role = replica', `TRUNCATE ${tables.map((t) => `public.${quote(t.name)}`).join(', ')} RESTART IDENTITY CASCADE`];
  await pg.exec(`CREATE SCHEMA ${PRISTINE}`);
  for (const { name } of tables) {
    const { rows } = await pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${quote(name)}`);
    if (rows[0].n === 0) continue;
    // Generated columns are computed again on the way back in.
    const { rows: columns } = await pg.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [`public.${quote(name)}`],
    );
    const list = columns.map((c) => quote(c.name)).join(', ');
    await pg.exec(`CREATE TABLE ${PRISTINE}.${quote(name)} AS SELECT ${list} FROM public.${quote(name)}`);
    restore.push(`INSERT INTO public.${quote(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${PRISTINE}.${quote(name)}`);
  }
  // Sequences no column owns keep their values through TRUNCATE ... RESTART IDENTITY: set them back.
  const { rows: sequences } = await pg.query<{ name: string }>(
    `SELECT s.relname AS name FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = 'public' AND s.relkind = 'S'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = s.oid AND d.deptype IN ('a', 'i'))`,
  );
  for (const { name } of sequences) {
    const { rows } = await pg.query<{ value: string; called: boolean }>(`SELECT last_value::text AS value, is_called AS called FROM public.${quote(name)}`);
    restore.push(`SELECT setval('public.${quote(name)}', ${Number(rows[0].value)}, ${rows[0].called})`);
  }
  restore.push('SET session_replication_role = DEFAULT');
  return { pg, fingerprint: await fingerprintOf(pg), restore: restore.join(';\n') };
}

/** The instance as migrated again: the session reset, the tables emptied, the migrations' rows back. */
async function reset(s: Shared): Promise<boolean> {
  // Whatever a file left open or set: a transaction, settings, advisory locks, LISTENs, temp tables.
  await s.pg.exec('ROLLBACK').catch(() => undefined);
  await s.pg.exec('RESET ALL; SELECT pg_advisory_unlock_all(); UNLISTEN *; DISCARD TEMP');
  if ((await fingerprintOf(s.pg)) !== s.fingerprint) return false;
  await s.pg.exec(s.restore);
  return true;
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
