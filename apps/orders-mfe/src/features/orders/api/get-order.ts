import { getSingleOrder, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/** One order with its items (orders/getSingleOrder/:id); nothing is fetched while `id` is null. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id ?? ''),
    queryFn: () => getSingleOrder(id as string),
    enabled: id !== null,
  });
}
