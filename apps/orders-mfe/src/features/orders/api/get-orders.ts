import { getAllOrdersByStatus, queryKeys, useApiList } from '@shopdesk/api-client';

export type OrdersQuery = Parameters<typeof getAllOrdersByStatus>[0];

/** One page of orders (orders/getAllOrdersByStatus); a newer query cancels the older request. */
export function useOrders(query: OrdersQuery) {
  return useApiList(queryKeys.orders.lists, getAllOrdersByStatus, query);
}
