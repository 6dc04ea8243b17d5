import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';
import type { KnownCount, Seek } from '../lib/list-page';

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
export function knownOrderCount(list: { search?: string; filters: { orderStatus?: OrderStatus; customer?: string } }): KnownCount | undefined {
  if (list.search || list.filters.customer) return undefined;
  const { orderStatus } = list.filters;
  return orderStatus
    ? { sql: 'SELECT coalesce(sum(count), 0)::int FROM order_status_counts WHERE order_status = ?', values: [orderStatus] }
    : { sql: 'SELECT coalesce(sum(count), 0)::int FROM order_status_counts', values: [] };
}

/**
 * Where a deep page of the (unsearched) order list starts: the newest-first list is walked by day
 * in the per-day counts (migration 004), so the page's query starts at the day holding its first
 * row and skips at most that day's orders. `reversed` walks from the oldest day.
 */
export function orderListSeek(db: Queryable, list: { search?: string; filters: { orderStatus?: OrderStatus; customer?: string } }): Seek | undefined {
  if (list.search || list.filters.customer) return undefined;
  const { orderStatus } = list.filters;
  return async (offset, reversed, where) => {
    const { rows } = await db.query<{ day: string; count: number }>(
      `SELECT day::text, sum(count)::int AS count FROM order_day_counts ${orderStatus ? 'WHERE order_status = $1' : ''}
        GROUP BY day HAVING sum(count) > 0 ORDER BY day ${reversed ? 'ASC' : 'DESC'}`,
      orderStatus ? [orderStatus] : [],
    );
    let before = 0;
    for (const { day, count } of rows) {
      if (before + count > offset) {
        // The list's order is created_at DESC: newest first, so older than the day's end, or (reversed) from its start.
        if (reversed) where.add("created_at >= ?::date::timestamp AT TIME ZONE 'UTC'", day);
        else where.add("created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'", day);
        return before;
      }
      before += count;
    }
    return 0;
  };
}
