import type { Order } from '@shopdesk/contracts';
import styled from 'styled-components';
import { dateOnly, exactDateTime, orderAge } from '../../../lib/created-at';
import { useNow } from '../../../lib/use-now';

const Time = styled.time`
  white-space: nowrap;
`;

/**
 * When an order came in: how long ago while it is pending (what a queue is worked by), its date
 * once done; the exact date and time as the tooltip either way. Kept on one line: "22 Nov / 2026"
 * broken in two reads badly, and the page is wide enough for it at 1440 px.
 *
 * @example { key: 'createdAt', header: 'Created', render: (order) => <CreatedCell order={order} /> }
 */
export function CreatedCell({ order }: { order: Pick<Order, 'createdAt' | 'orderStatus'> }) {
  const pending = order.orderStatus === 'pending';
  const now = useNow(pending);
  return (
    <Time dateTime={order.createdAt} title={exactDateTime(order.createdAt)}>
      {pending ? orderAge(order.createdAt, now) : dateOnly(order.createdAt)}
    </Time>
  );
}
