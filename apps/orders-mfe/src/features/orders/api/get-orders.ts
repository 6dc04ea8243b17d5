import { useResourceList } from '@shopdesk/api-client';
import { api, ORDER_SORTS, type OrderSort, type OrderStatus } from '@shopdesk/contracts';

/** Newest first is the API's own order, so it stays out of the URL (`?sort=oldest` otherwise). */
const ORDER_LIST_SORTS = { allowed: ORDER_SORTS, default: 'newest' as OrderSort };

/**
 * The list of orders of one status (orders/getAllOrdersByStatus), newest first or oldest first:
 * search, page and sort in the URL, no Active/Archived filter (the call takes none).
 */
export function useOrders(status: OrderStatus) {
  return useResourceList(api.orders.getAllOrdersByStatus, {
    filters: { orderStatus: status },
    sorts: ORDER_LIST_SORTS,
    errorFallback: 'Could not load the orders',
  });
}
