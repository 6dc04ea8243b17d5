import type { Order } from '@shopdesk/contracts';
import { dateOnly, exactDateTime, orderAge } from '../utils/created-at';
import { useNow } from './use-now';

/**
 * When an order came in: how long ago while it is pending (what a queue is worked by), its date
 * once done; the exact date and time as the tooltip either way. It may wrap: the queue's columns
 * already fill a 1440 px screen, and a column that cannot wrap would push the table into scrolling.
 *
 * @example { key: 'createdAt', header: 'Created', render: (order) => <CreatedCell order={order} /> }
 */
export function CreatedCell({ order }: { order: Pick<Order, 'createdAt' | 'orderStatus'> }) {
  const pending = order.orderStatus === 'pending';
  const now = useNow(pending);
  return (
    <time dateTime={order.createdAt} title={exactDateTime(order.createdAt)}>
      {pending ? orderAge(order.createdAt, now) : dateOnly(order.createdAt)}
    </time>
  );
}
