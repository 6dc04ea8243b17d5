import { useResourceList } from '@shopdesk/api-client';
import { api, type OrderStatus } from '@shopdesk/contracts';

/**
 * The list of orders of one status (orders/getAllOrdersByStatus), newest first or oldest first:
 * search, page and sort in the URL, no Active/Archived filter (the call takes none); saved views per status.
 */
export function useOrders(status: OrderStatus) {
  return useResourceList(api.orders.getAllOrdersByStatus, {
    filters: { orderStatus: status },
    views: { list: `orders.${status}` },
    errorFallback: 'Could not load the orders',
  });
}
