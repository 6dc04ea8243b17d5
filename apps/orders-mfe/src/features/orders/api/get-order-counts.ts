import { getAllOrdersCountByStatus, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { countsByStatus } from '../utils/order-counts';

/**
 * The number of orders in each status (orders/allOrdersCountByStatus). Same key and call as the
 * shell's dashboard, so both read one cache entry and a status change refreshes both.
 */
export function useOrderCounts() {
  return useQuery({
    queryKey: queryKeys.orders.counts,
    queryFn: getAllOrdersCountByStatus,
    select: ({ orders }) => countsByStatus(orders),
  });
}
