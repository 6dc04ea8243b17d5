import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import type { KnownCount, Seek } from '../lib/list-page';
import type { Where } from '../lib/list-query';

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
  from: { sql: string; values: unknown[] };
  /** The range cut finer, in the same order: read only when a page would skip many of its rows. */
  parts?: () => Promise<CountedRange[]>;
}

/** Below this many rows skipped inside a range, reading its parts costs more than it saves. */
const PARTS_FROM = 1_000;

/**
 * Adds the condition of the range holding row `offset` to `where` (of its part holding it, when
 * the page would skip many of the range's rows) and answers how many rows come before it; nothing
 * when the ranges end before `offset` (the counts changed since the list's total was read).
 */
async function startAt(ranges: CountedRange[], offset: number, where: Where): Promise<number | undefined> {
  let before = 0;
  for (const range of ranges) {
    if (before + range.count > offset) {
      if (range.parts && offset - before >= PARTS_FROM) {
        const within = await startAt(await range.parts(), offset - before, where);
        if (within !== undefined) return before + within;
      }
      where.add(range.from.sql, ...range.from.values);
      return before;
    }
    before += range.count;
  }
  return undefined;
}

/**
 * A Seek over counts kept per range of the sorted column: the ranges are walked in the order being
 * read, and the page's query starts at the range (or the part of it) holding its first row,
 * skipping at most that range's rows. Only for the unsearched list of a status or of all of them
 * (the counts know no customer or search).
 */
function seekByCounts(list: OrderList, readRanges: (reversed: boolean) => Promise<CountedRange[]>): Seek | undefined {
  if (list.search || list.filters.customer) return undefined;
  return async (offset, reversed, where) => (await startAt(await readRanges(reversed), offset, where)) ?? 0;
}

/** The counts' rows of the list's status (its value the statement's `$n`), or of every status. */
const statusCondition = (list: OrderList, n = 1) =>
  list.filters.orderStatus ? { sql: `order_status = $${n}`, values: [list.filters.orderStatus] } : { sql: 'TRUE', values: [] };

const direction = (reversed: boolean) => (reversed ? 'DESC' : 'ASC');

/**
 * The ids beginning with one hex digit, as the bounds of their run in uuid order: the parts a tie
 * is cut into by the counts per value and id digit (migration 035).
 */
function idDigitBound(digit: number, end: 'first' | 'last'): string {
  const fill = end === 'first' ? '0' : 'f';
  return `${digit.toString(16)}${fill.repeat(7)}-${fill.repeat(4)}-${fill.repeat(4)}-${fill.repeat(4)}-${fill.repeat(12)}`;
}

/**
 * A value's orders whose ids begin with one digit, as a part of the list in `column, id` order:
 * from its first row on (ascending), or up to its last (reversed).
 */
function valuePart(column: string, cast: string, value: unknown, digit: number, count: number, reversed: boolean): CountedRange {
  return {
    count,
    from: reversed
      ? { sql: `(${column}, id) <= (?::${cast}, ?::uuid)`, values: [value, idDigitBound(digit, 'last')] }
      : { sql: `(${column}, id) >= (?::${cast}, ?::uuid)`, values: [value, idDigitBound(digit, 'first')] },
  };
}

/**
 * Deep pages of the order list by creation time (sortBy's `created_at, id DESC`: oldest first; read
 * reversed, newest first) walk the per-day counts (migration 004).
 */
export function orderDaySeek(db: Queryable, list: OrderList): Seek | undefined {
  return seekByCounts(list, async (reversed) => {
    const status = statusCondition(list);
    const { rows } = await db.query<{ day: string; count: number }>(
      `SELECT day::text, sum(count)::int AS count FROM order_day_counts WHERE ${status.sql}
        GROUP BY day HAVING sum(count) > 0 ORDER BY day ${direction(reversed)}`,
      status.values,
    );
    // A day's bounds in UTC, as the counts date the orders.
    return rows.map(({ day, count }) => ({
      count,
      from: reversed
        ? { sql: "created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'", values: [day] }
        : { sql: "created_at >= ?::date::timestamp AT TIME ZONE 'UTC'", values: [day] },
    }));
  });
}

/**
 * Deep pages of the order list by total (`total_cents, id`: lowest first; reversed, highest first)
 * walk the counts per range of totals (migration 032), and within the page's range the counts per
 * total and id digit (035).
 */
export function orderTotalSeek(db: Queryable, list: OrderList): Seek | undefined {
  return seekByCounts(list, async (reversed) => {
    const status = statusCondition(list);
    const { rows } = await db.query<{ total_from: number; total_to: string; count: number }>(
      `SELECT total_from, total_to, sum(count)::int AS count FROM order_total_counts WHERE ${status.sql}
        GROUP BY total_from, total_to HAVING sum(count) > 0 ORDER BY total_from ${direction(reversed)}`,
      status.values,
    );
    return rows.map(({ total_from, total_to, count }) => ({
      count,
      from: reversed ? { sql: 'total_cents < ?::bigint', values: [total_to] } : { sql: 'total_cents >= ?::integer', values: [total_from] },
      parts: async () => {
        const partStatus = statusCondition(list, 3);
        const parts = await db.query<{ total_cents: number; id_digit: number; count: number }>(
          `SELECT total_cents, id_digit, sum(count)::int AS count FROM order_total_value_counts
            WHERE total_cents >= $1::integer AND total_cents < $2::bigint AND ${partStatus.sql}
            GROUP BY total_cents, id_digit HAVING sum(count) > 0 ORDER BY total_cents ${direction(reversed)}, id_digit ${direction(reversed)}`,
          [total_from, total_to, ...partStatus.values],
        );
        return parts.rows.map((part) => valuePart('total_cents', 'integer', part.total_cents, part.id_digit, part.count, reversed));
      },
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
 * the counts per first two characters (migration 032), and within the page's prefix the counts per
 * name and id digit (035), where names sort in byte order; under a language's collation the walk
 * finds no counts and the page skips rows.
 */
export function orderNameSeek(db: Queryable, list: OrderList): Seek | undefined {
  return seekByCounts(list, async (reversed) => {
    const status = statusCondition(list);
    // Past the names beginning with a prefix and before any other: the prefix and the highest
    // character (U+10FFFF, never in a name), or the lowest for a one-character name.
    const { rows } = await db.query<{ name_prefix: string; name_to: string; count: number }>(
      `SELECT name_prefix, name_prefix || chr(CASE WHEN length(name_prefix) < 2 THEN 1 ELSE 1114111 END) AS name_to, sum(count)::int AS count
         FROM order_name_counts WHERE ${NAMES_IN_BYTE_ORDER} AND ${status.sql}
        GROUP BY name_prefix HAVING sum(count) > 0 ORDER BY name_prefix ${direction(reversed)}`,
      status.values,
    );
    return rows.map(({ name_prefix, name_to, count }) => ({
      count,
      from: reversed ? { sql: 'name < ?', values: [name_to] } : { sql: 'name >= ?', values: [name_prefix] },
      parts: async () => {
        const partStatus = statusCondition(list, 3);
        const parts = await db.query<{ name: string; id_digit: number; count: number }>(
          `SELECT name, id_digit, sum(count)::int AS count FROM order_name_value_counts
            WHERE name >= $1 AND name < $2 AND ${partStatus.sql}
            GROUP BY name, id_digit HAVING sum(count) > 0 ORDER BY name ${direction(reversed)}, id_digit ${direction(reversed)}`,
          [name_prefix, name_to, ...partStatus.values],
        );
        return parts.rows.map((part) => valuePart('name', 'text', part.name, part.id_digit, part.count, reversed));
      },
    }));
  });
}
