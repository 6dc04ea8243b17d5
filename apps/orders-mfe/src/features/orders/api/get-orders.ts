import { useResourceList } from '@shopdesk/api-client';
import { api, type OrderSort, type OrderStatus } from '@shopdesk/contracts';

/**
 * The list of orders of one status (orders/getAllOrdersByStatus), newest first or oldest first:
 * search and page in the URL, no Active/Archived filter (the call takes none).
 */
export function useOrders(status: OrderStatus, sort: OrderSort = 'newest') {
  return useResourceList(api.orders.getAllOrdersByStatus, {
    filters: { orderStatus: status },
    // Left out when newest: the API's default, and the URL the list has always had.
    sort: sort === 'newest' ? undefined : sort,
    errorFallback: 'Could not load the orders',
  });
}
