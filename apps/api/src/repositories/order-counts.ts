import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import type { KnownCount, Seek } from '../lib/list-page';

/** What the counts can answer for: a list of one status or of all, unless searched or of one customer. */
type OrderList = { search?: string; filters: { orderStatus?: OrderStatus; customer?: string } };

/** Read by the counts and the badges: prepared once per connection. */
const COUNTS_SQL = prepared('SELECT order_status, sum(count)::int AS count FROM order_status_counts GROUP BY order_status');

/**
 * Orders per status, read from the counts the orders table's triggers keep (migration 004): a
 * sum over a few dozen rows, however many orders there are. Every status is present, zero or not.
 */
export async function orderCountsByStatus(db: Queryable): Promise<Record<OrderStatus, number>> {
  const { rows } = await db.query<{ order_status: OrderStatus; count: number }>(COUNTS_SQL);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.order_status] = row.count;
  return counts;
}

/**
 * The order list's total without counting rows, read from the counts (the first page reads it in
 * its own statement): known unless the list is searched.
 */
export function knownOrderCount(list: OrderList): KnownCount | undefined {
  if (list.search || list.filters.customer) return undefined;
  const { orderStatus } = list.filters;
  return orderStatus
    ? { sql: 'SELECT coalesce(sum(count), 0)::int FROM order_status_counts WHERE order_status = ?', values: [orderStatus] }
    : { sql: 'SELECT coalesce(sum(count), 0)::int FROM order_status_counts', values: [] };
}

/** A range of the counts in the list's order, and the condition that starts a page at its first row. */
interface CountedRange {
  count: number;
  /** The rows from the range on, read ascending (oldest, lowest first) or reversed. */
  from: { sql: string; value: unknown };
}

/**
 * A Seek over counts kept per range of the sorted column: the ranges are walked in the order being
 * read, and the page's query starts at the range holding its first row, skipping at most that
 * range's rows. Only for the unsearched list of a status or of all of them (the counts know no
 * customer or search).
 */
function seekByCounts(list: OrderList, readRanges: (reversed: boolean) => Promise<CountedRange[]>): Seek | undefined {
  if (list.search || list.filters.customer) return undefined;
  return async (offset, reversed, where) => {
    let before = 0;
    for (const { count, from } of await readRanges(reversed)) {
      if (before + count > offset) {
        where.add(from.sql, from.value);
        return before;
      }
      before += count;
    }
    return 0;
  };
}

/** The counts' rows of the list's status, or of every status. */
const statusCondition = (list: OrderList) => (list.filters.orderStatus ? { sql: 'order_status = $1', values: [list.filters.orderStatus] } : { sql: 'TRUE', values: [] });

/**
 * Deep pages of the order list by creation time (sortBy's `created_at, id DESC`: oldest first; read
 * reversed, newest first) walk the per-day counts (migration 004).
 */
export function orderDaySeek(db: Queryable, list: OrderList): Seek | undefined {
  return seekByCounts(list, async (reversed) => {
    const status = statusCondition(list);
    const { rows } = await db.query<{ day: string; count: number }>(
      `SELECT day::text, sum(count)::int AS count FROM order_day_counts WHERE ${status.sql}
        GROUP BY day HAVING sum(count) > 0 ORDER BY day ${reversed ? 'DESC' : 'ASC'}`,
      status.values,
    );
    // A day's bounds in UTC, as the counts date the orders.
    return rows.map(({ day, count }) => ({
      count,
      from: reversed
        ? { sql: "created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'", value: day }
        : { sql: "created_at >= ?::date::timestamp AT TIME ZONE 'UTC'", value: day },
    }));
  });
}

/**
 * Deep pages of the order list by total (`total_cents, id`: lowest first; reversed, highest first)
 * walk the counts per range of totals (migration 032).
 */
export function orderTotalSeek(db: Queryable, list: OrderList): Seek | undefined {
  return seekByCounts(list, async (reversed) => {
    const status = statusCondition(list);
    const { rows } = await db.query<{ total_from: number; total_to: string; count: number }>(
      `SELECT total_from, total_to, sum(count)::int AS count FROM order_total_counts WHERE ${status.sql}
        GROUP BY total_from, total_to HAVING sum(count) > 0 ORDER BY total_from ${reversed ? 'DESC' : 'ASC'}`,
      status.values,
    );
    return rows.map(({ total_from, total_to, count }) => ({
      count,
      from: reversed ? { sql: 'total_cents < ?::bigint', value: total_to } : { sql: 'total_cents >= ?::integer', value: total_from },
    }));
  });
}

/**
 * Whether the database sorts text in byte order (code point order): libc's C collations, or the
 * builtin provider's (PostgreSQL 17). Only there do the names beginning alike sort together, which
 * the counts by first characters rely on; ICU's and libc's language collations do not.
 */
const NAMES_IN_BYTE_ORDER = `EXISTS (SELECT 1 FROM pg_database WHERE datname = current_database()
  AND ((datlocprovider = 'c' AND (datcollate IN ('C', 'POSIX') OR datcollate LIKE 'C.%')) OR datlocprovider = 'b'))`;

/**
 * Deep pages of the order list by name (`name, id`: A to z in byte order; reversed, z to A) walk
 * the counts per first two characters (migration 032), where names sort in byte order; under a
 * language's collation the walk finds no counts and the page skips rows.
 */
export function orderNameSeek(db: Queryable, list: OrderList): Seek | undefined {
  return seekByCounts(list, async (reversed) => {
    const status = statusCondition(list);
    // Past the names beginning with a prefix and before any other: the prefix and the highest
    // character (U+10FFFF, never in a name), or the lowest for a one-character name.
    const { rows } = await db.query<{ name_prefix: string; name_to: string; count: number }>(
      `SELECT name_prefix, name_prefix || chr(CASE WHEN length(name_prefix) < 2 THEN 1 ELSE 1114111 END) AS name_to, sum(count)::int AS count
         FROM order_name_counts WHERE ${NAMES_IN_BYTE_ORDER} AND ${status.sql}
        GROUP BY name_prefix HAVING sum(count) > 0 ORDER BY name_prefix ${reversed ? 'DESC' : 'ASC'}`,
      status.values,
    );
    return rows.map(({ name_prefix, name_to, count }) => ({
      count,
      from: reversed ? { sql: 'name < ?', value: name_to } : { sql: 'name >= ?', value: name_prefix },
    }));
  });
}
