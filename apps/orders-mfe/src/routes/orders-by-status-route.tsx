import { usePageTitle } from '@shopdesk/session';
import { useSearchParams } from 'react-router-dom';
import { OrderList } from '../features/orders/components/order-list';
import { OrderStatusTabs } from '../features/orders/components/order-status-tabs';
import { UnknownStatus } from '../features/orders/components/unknown-status';
import { LIST_TITLES, parseOrderStatus } from '../lib/order-status';

/** `orderByStatus?status=...`: the list of that status (`all`: every status) under the status tabs, or a clear message when it is not one. */
export function OrdersByStatusRoute() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status = parseOrderStatus(raw);
  usePageTitle(status ? `${LIST_TITLES[status]} Orders` : 'Orders');
  if (!status) return <UnknownStatus status={raw} />;
  // The tabs stay mounted across statuses (focus stays on the tab chosen with the keyboard); the
  // list gets a new key per status, so the open modal and selected row of one do not carry over.
  return (
    <OrderStatusTabs status={status}>
      <OrderList key={status} status={status} />
    </OrderStatusTabs>
  );
}
