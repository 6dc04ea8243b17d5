import { ORDER_STATUSES } from '@shopdesk/contracts';
import { NotFoundNotice } from '@shopdesk/ui-kit';
import { orderListPath, STATUS_TITLES } from '../../../lib/order-status';

const STATUS_LINKS = ORDER_STATUSES.map((status) => ({ to: orderListPath(status), label: `${STATUS_TITLES[status]} Orders` }));

/** Instead of an empty table: the list route's `status` is missing or not an order status. */
export function UnknownStatus({ status }: { status: string | null }) {
  return (
    <NotFoundNotice title={status ? `Unknown order status "${status}"` : 'No order status given'} links={STATUS_LINKS}>
      Orders are listed by status. Choose one:
    </NotFoundNotice>
  );
}
