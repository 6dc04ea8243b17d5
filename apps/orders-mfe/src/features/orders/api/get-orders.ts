import { api } from '@shopdesk/contracts';
import type { OrderListStatus } from '../../../lib/order-status';
import { useResourceList } from '@shopdesk/lists';

/**
 * The list of orders of one status, or of every status (orders/getAllOrdersByStatus): search,
 * page and sort in the URL, no Active/Archived filter (the call takes none); saved views per tab.
 */
export function useOrders(status: OrderListStatus) {
  return useResourceList(api.orders.getAllOrdersByStatus, {
    filters: status === 'all' ? {} : { orderStatus: status },
    views: { list: `orders.${status}` },
    errorFallback: 'Could not load the orders',
  });
}
