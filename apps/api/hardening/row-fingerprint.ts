import type { Queryable } from '../src/db/database';

/**
 * One text that changes whenever a row of any table is inserted, deleted or updated: per table its
 * row count and the newest transaction id among its rows (an UPDATE writes a new row version, with
 * a newer xmin). Sessions are the exception: a request with a live token may refresh its session's
 * last_seen_at before the request is refused, so that table counts its rows and revoked rows only.
 * A row inserted and deleted again by one request leaves no trace, which is no write either.
 */
export async function rowFingerprinter(db: Queryable): Promise<() => Promise<string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const sql = tables
    .map(({ name }) =>
      name === 'sessions'
        ? `SELECT 'sessions' AS t, count(*)::text || '/' || count(revoked_at)::text AS f FROM sessions`
        : `SELECT '${name}' AS t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${name}"`,
    )
    .join(' UNION ALL ');
  return async () => {
    const { rows } = await db.query<{ t: string; f: string }>(sql);
    return rows.map((row) => `${row.t}=${row.f}`).join(' ');
  };
}
