import { getSingleOrder, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { QUEUED_EMAIL_POLL_MS } from './order-timeline';

/**
 * One order with its items (orders/getSingleOrder/:id); nothing is fetched while `id` is null.
 * While a delivery's e-mail is queued it is read again every few seconds, so the view's "Queued"
 * turns into "Sent" or "Failed" without a reload.
 */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id ?? ''),
    queryFn: () => getSingleOrder(id as string),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.email?.status === 'pending') ? QUEUED_EMAIL_POLL_MS : false,
  });
}
