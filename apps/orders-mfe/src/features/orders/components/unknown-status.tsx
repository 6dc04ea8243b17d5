import { NotFoundNotice } from '@shopdesk/ui-kit';
import { LIST_TITLES, ORDER_LIST_STATUSES, orderListPath } from '../../../lib/order-status';

const STATUS_LINKS = ORDER_LIST_STATUSES.map((status) => ({ to: orderListPath(status), label: `${LIST_TITLES[status]} Orders` }));

/** Instead of an empty table: the list route's `status` is missing or not an order status. */
export function UnknownStatus({ status }: { status: string | null }) {
  return (
    <NotFoundNotice title={status ? `Unknown order status "${status}"` : 'No order status given'} links={STATUS_LINKS}>
      Orders are listed by status. Choose one:
    </NotFoundNotice>
  );
}
