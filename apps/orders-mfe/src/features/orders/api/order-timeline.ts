import { getOrderTimeline, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { hasQueuedEmail } from '../utils/timeline-texts';

/** How often an open timeline with an e-mail on its way reads it again. */
export const QUEUED_EMAIL_POLL_MS = 3000;

/**
 * An order's timeline (orders/timeline/:id). While one of its e-mails is queued it is read again
 * every few seconds, so "Queued" turns into "Sent" or "Failed" without a reload.
 */
export function useOrderTimeline(orderId: string) {
  return useQuery({
    queryKey: queryKeys.orders.timeline(orderId),
    queryFn: () => getOrderTimeline(orderId),
    select: (data) => data.events,
    refetchInterval: (query) => (query.state.data && hasQueuedEmail(query.state.data.events) ? QUEUED_EMAIL_POLL_MS : false),
  });
}
