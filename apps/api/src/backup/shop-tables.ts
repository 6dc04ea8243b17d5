import type { Queryable } from '../db/database';

/** Kept outside the table dump: migrations are the release's (the manifest lists them), files go as files. */
const NOT_DUMPED = new Set(['schema_migrations', 'file_contents', 'stored_files']);

export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface ShopTable {
  name: string;
  /** The columns a restore writes: every one but the generated, which are computed again. */
  columns: string[];
}

/** The tables of the schema in use, each with the columns a restore writes, by name. */
export async function shopTables(q: Queryable): Promise<ShopTable[]> {
  const { rows } = await q.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = current_schema() AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows.filter((row) => !NOT_DUMPED.has(row.table)).map((row) => ({ name: row.table, columns: row.columns }));
}

/** The sequences of the schema in use (the bigserial ids), by name. */
export async function shopSequences(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Whether the schema in use holds any table: a database a server has started on does. */
export async function holdsTables(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'S')`,
  );
  return rows[0].n > 0;
}

const ROWS_PER_FETCH = 2000;

/**
 * Every row of `table` as the JSON text PostgreSQL writes (`row_to_json`), read through a cursor
 * so a large table is never held whole. Never parsed here: numbers, bytes and times stay exactly as
 * the database wrote them, and go back through the database's own input functions.
 */
export async function* tableRows(q: Queryable, table: string): AsyncGenerator<string> {
  const cursor = quoteName(`backup_${table}`);
  await q.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteName(table)} t`);
  for (;;) {
    const { rows } = await q.query<{ row: string }>(`FETCH ${ROWS_PER_FETCH} FROM ${cursor}`);
    for (const row of rows) yield row.row;
    if (rows.length < ROWS_PER_FETCH) break;
  }
  await q.query(`CLOSE ${cursor}`);
}

/** Writes rows given as `row_to_json` texts into `table` (the columns it names; generated ones are computed). */
export async function insertRows(q: Queryable, table: ShopTable, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map(quoteName).join(', ');
  await q.query(
    `INSERT INTO ${quoteName(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${quoteName(table.name)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}
