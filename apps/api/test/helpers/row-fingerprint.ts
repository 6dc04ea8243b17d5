import type { Queryable } from '../../src/db/database';
import { prepared } from '../../src/db/prepared-statements';

/**
 * One text that changes whenever a row of any table is inserted, deleted or updated: per table its
 * row count and the newest transaction id among its rows (an UPDATE writes a new row version, with
 * a newer xmin). Sessions and storefront keys are the exception: a request with a live token or key
 * may record its last use before the request is refused, so those tables count their rows and
 * revoked rows only.
 * A row inserted and deleted again by one request leaves no trace, which is no write either.
 * `except` leaves tables out (the audit log, when a refusal is expected to write there).
 */
/** Tables whose rows note their last use as a request comes in, refused or not. */
const LAST_USE_RECORDED = ['sessions', 'storefront_keys'];

export async function rowFingerprinter(db: Queryable, options: { except?: readonly string[] } = {}): Promise<() => Promise<string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const sql = tables
    .filter(({ name }) => !options.except?.includes(name))
    .map(({ name }) =>
      LAST_USE_RECORDED.includes(name)
        ? `SELECT '${name}' AS t, count(*)::text || '/' || count(revoked_at)::text AS f FROM "${name}"`
        : `SELECT '${name}' AS t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${name}"`,
    )
    .join(' UNION ALL ');
  // Prepared once per connection on PostgreSQL: the fuzz reads it twice a request, and planning a
  // union of every table cost as much as running it.
  prepared(sql);
  return async () => {
    const { rows } = await db.query<{ t: string; f: string }>(sql);
    return rows.map((row) => `${row.t}=${row.f}`).join(' ');
  };
}
