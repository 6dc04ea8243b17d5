import { ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import type { MatchCount } from '../../lib/list-page';

/**
 * Orders per status, read from the counts the orders table's triggers keep (migration 004): a
 * sum over a few dozen rows, however many orders there are. Every status is present, zero or not.
 */
export async function orderCountsByStatus(db: Queryable): Promise<Record<OrderStatus, number>> {
  const { rows } = await db.query<{ order_status: OrderStatus; count: number }>(
    'SELECT order_status, sum(count)::int AS count FROM order_status_counts GROUP BY order_status',
  );
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.order_status] = row.count;
  return counts;
}

/** The order list's total without counting rows: known unless the list is searched. */
export async function knownOrderCount(
  db: Queryable,
  list: { search?: string; filters: { orderStatus?: OrderStatus } },
): Promise<MatchCount | undefined> {
  if (list.search) return undefined;
  const counts = await orderCountsByStatus(db);
  const { orderStatus } = list.filters;
  const count = orderStatus ? counts[orderStatus] : ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { count, isLowerBound: false };
}
