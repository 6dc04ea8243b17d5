/**
 * A migrated schema kept as migrated: its tables emptied and the migrations' own rows put back
 * (schema_migrations, the settings they seed) instead of creating and migrating a new one for
 * each test file. Used for the worker's embedded database (shared-pglite-environment.ts) and the
 * worker's schema on PostgreSQL (helpers/worker-schema.ts).
 */

/** The least of a database connection this needs: PGlite's or a pg pool's. */
export interface Statements {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** How to put a schema back as it was migrated, and how to tell that a test file changed it. */
export interface Pristine {
  schema: string;
  /** What the schema holds: its tables and their columns, triggers, functions and constraints. */
  fingerprint: string;
  /** The statements that empty every table and put the migrations' rows back. */
  restore: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where the migrations' rows of `schema` are kept. */
const keptIn = (schema: string) => quote(`${schema}_pristine`);

const FINGERPRINT_SQL = `
SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
  SELECT 'r:' || c.relname || ':' || c.relkind::text || ':'
         || (SELECT count(*) FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1
  UNION ALL SELECT 't:' || t.tgname || ':' || t.tgenabled::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal
  UNION ALL SELECT 'p:' || p.proname || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1
  UNION ALL SELECT 'k:' || k.conname FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname = $1
) AS items(item)`;

async function fingerprintOf(db: Statements, schema: string): Promise<string> {
  return (await db.query<{ fingerprint: string }>(FINGERPRINT_SQL, [schema])).rows[0].fingerprint;
}

/** Keeps a copy of the rows the migrations wrote in `schema`, and writes how to put them back. */
export async function keepPristine(db: Statements, schema: string): Promise<Pristine> {
  const table = (name: string) => `${quote(schema)}.${quote(name)}`;
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY 1",
    [schema],
  );
  const restore = ['SET session_replication_role = replica', `TRUNCATE ${tables.map((t) => table(t.name)).join(', ')} RESTART IDENTITY CASCADE`];
  await db.query(`DROP SCHEMA IF EXISTS ${keptIn(schema)} CASCADE`);
  await db.query(`CREATE SCHEMA ${keptIn(schema)}`);
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(name)}`);
    if (rows[0].n === 0) continue;
    // Generated columns are computed again on the way back in.
    const { rows: columns } = await db.query<{ name: string }>(
      "SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum",
      [table(name)],
    );
    const list = columns.map((c) => quote(c.name)).join(', ');
    await db.query(`CREATE TABLE ${keptIn(schema)}.${quote(name)} AS SELECT ${list} FROM ${table(name)}`);
    restore.push(`INSERT INTO ${table(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${keptIn(schema)}.${quote(name)}`);
  }
  // A sequence no column owns keeps its value through TRUNCATE ... RESTART IDENTITY: set it back.
  const { rows: sequences } = await db.query<{ name: string }>(
    `SELECT s.relname AS name FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = $1 AND s.relkind = 'S' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = s.oid AND d.deptype IN ('a', 'i'))`,
    [schema],
  );
  for (const { name } of sequences) {
    const { rows } = await db.query<{ value: string; called: boolean }>(`SELECT last_value::text AS value, is_called AS called FROM ${table(name)}`);
    restore.push(`SELECT setval('${table(name).replace(/'/g, "''")}', ${Number(rows[0].value)}, ${rows[0].called})`);
  }
  restore.push('SET session_replication_role = DEFAULT');
  return { schema, fingerprint: await fingerprintOf(db, schema), restore };
}

/**
 * Puts `pristine`'s schema back as migrated; false (and nothing done) when a test file changed
 * what the schema holds (a trigger of its own): the schema must then be made again.
 */
export async function putBackPristine(db: Statements, pristine: Pristine): Promise<boolean> {
  if ((await fingerprintOf(db, pristine.schema)) !== pristine.fingerprint) return false;
  for (const statement of pristine.restore) await db.query(statement);
  return true;
}
