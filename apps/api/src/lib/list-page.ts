import type { Queryable } from '../db/database';
import type { Where } from './list-query';

export interface PageSql {
  /** Column list of the page rows. */
  select: string;
  /** Table and joins. */
  from: string;
  orderBy: string;
}

/**
 * Counts every match and reads one page of them. Two statements rather than `count(*) OVER ()`:
 * the page can then stop at LIMIT on an ordered index, and a page past the end still gets its total.
 * `sql` is fixed SQL text from the caller; every value goes through `where`.
 */
export async function queryPage<Row>(
  db: Queryable,
  sql: PageSql,
  where: Where,
  page: { limit: number; offset: number },
): Promise<{ rows: Row[]; totalItems: number }> {
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${sql.from} ${where}`, [...where.params]);
  const totalItems = counted.rows[0]?.total ?? 0;
  if (totalItems === 0 || page.offset >= totalItems) return { rows: [], totalItems };
  const limit = where.param(page.limit);
  const offset = where.param(page.offset);
  const { rows } = await db.query<Row>(
    `SELECT ${sql.select} FROM ${sql.from} ${where} ORDER BY ${sql.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { rows, totalItems };
}
