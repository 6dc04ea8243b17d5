import { useQuery } from '@tanstack/react-query';
import { getOrdersDashboard } from '../calls/orders';
import { queryKeys } from './query-keys';

/**
 * The orders dashboard's figures (orders/dashboard): the last 30 days, the top services of the
 * month and the oldest pending order. Cached under orders.dashboard, so an order's mutation and
 * the live order stream refresh it with the counts.
 *
 * @example const dashboard = useOrdersDashboard(); dashboard.data?.days.length // 30
 */
export function useOrdersDashboard() {
  return useQuery({ queryKey: queryKeys.orders.dashboard, queryFn: getOrdersDashboard });
}
