import { useLiveOrders, useOrderCounts } from '@shopdesk/api-client';
import { useTitleCount } from '@shopdesk/session';

/**
 * While an employee is signed in: the live order stream open (counts, the dashboard and open
 * lists follow every change made elsewhere) and the pending count in the tab title, so a tab in
 * the background tells the queue has moved. Renders nothing.
 */
export function LiveQueue() {
  useLiveOrders(true);
  const counts = useOrderCounts();
  useTitleCount(counts.data?.pending);
  return null;
}
