import type { Order } from '@shopdesk/contracts';
import { narrowMedia } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { dateOnly, exactDateTime, orderAge, shortOrderAge } from '../../../lib/created-at';
import { useNow } from '../../../lib/use-now';

const Time = styled.time`
  white-space: nowrap;
`;

// A pending order's age in full ('3 days ago') on a wide screen, short ('3d') on a phone, where
// the queue keeps four columns; the one not shown is not read either.
const Wide = styled.span`
  ${narrowMedia} {
    display: none;
  }
`;

const Narrow = styled.span`
  display: none;
  ${narrowMedia} {
    display: inline;
  }
`;

/**
 * When an order came in: how long ago while it is pending (what a queue is worked by), its date
 * once done; the exact date and time as the tooltip either way. A phone says the age short. Kept on one line: "22 Nov / 2026"
 * broken in two reads badly, and the page is wide enough for it at 1440 px.
 *
 * @example { key: 'createdAt', header: 'Created', render: (order) => <CreatedCell order={order} /> }
 */
export function CreatedCell({ order }: { order: Pick<Order, 'createdAt' | 'orderStatus'> }) {
  const pending = order.orderStatus === 'pending';
  const now = useNow(pending);
  return (
    <Time dateTime={order.createdAt} title={exactDateTime(order.createdAt)}>
      {pending ? (
        <>
          <Wide>{orderAge(order.createdAt, now)}</Wide>
          <Narrow>{shortOrderAge(order.createdAt, now)}</Narrow>
        </>
      ) : (
        dateOnly(order.createdAt)
      )}
    </Time>
  );
}
