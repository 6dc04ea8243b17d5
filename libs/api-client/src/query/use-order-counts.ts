import type { OrderCount, OrderStatus } from '@shopdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { getAllOrdersCountByStatus } from '../calls/orders';
import { queryKeys } from './query-keys';

export type OrderCounts = Record<OrderStatus, number>;

/** The count answer as one number per status; a status the answer leaves out counts 0. */
export function countsByStatus(entries: readonly OrderCount[]): OrderCounts {
  const counts: OrderCounts = { pending: 0, completed: 0, cancelled: 0 };
  for (const { orderStatus, count } of entries) counts[orderStatus] = count;
  return counts;
}

/**
 * The number of orders in each status (orders/allOrdersCountByStatus). The shell's dashboard and
 * the orders remote read this one cache entry, so a status change refreshes both.
 *
 * @example const counts = useOrderCounts(); counts.data?.pending;
 */
export function useOrderCounts() {
  return useQuery({
    queryKey: queryKeys.orders.counts,
    queryFn: getAllOrdersCountByStatus,
    select: ({ orders }) => countsByStatus(orders),
  });
}
