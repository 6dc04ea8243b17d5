import { getAllOrdersCountByStatus, queryKeys } from '@shopdesk/api-client';
import type { OrderStatus } from '@shopdesk/contracts';
import { useQuery } from '@tanstack/react-query';

export type OrderCounts = Record<OrderStatus, number>;

/** The number of orders in each status, from orders/allOrdersCountByStatus (0 for a status not listed). */
export function useOrderCounts() {
  return useQuery({
    queryKey: queryKeys.orders.counts,
    queryFn: getAllOrdersCountByStatus,
    select: ({ orders }): OrderCounts => {
      const counts: OrderCounts = { pending: 0, completed: 0, cancelled: 0 };
      for (const { orderStatus, count } of orders) counts[orderStatus] = count;
      return counts;
    },
  });
}
