import type { OrdersDashboard } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { color, fontSize, fontWeight, space } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { exactDateTime, orderAge } from '../../../lib/created-at';
import { useNow } from '../../../lib/use-now';
import { LIST_URL_KEYS } from '@shopdesk/lists';

const Who = styled.p`
  font-size: ${fontSize('lg')};
  font-weight: ${fontWeight('semibold')};
  overflow-wrap: anywhere;
`;

const Waited = styled.p`
  color: ${color('textMuted')};
  time {
    color: ${color('warning')};
    font-weight: ${fontWeight('semibold')};
  }
`;

const Muted = styled.p`
  color: ${color('textMuted')};
`;

const Footer = styled.p`
  margin-top: auto;
  padding-top: ${space('xs')};
`;

/** The pending queue, oldest first: the order shown here is its first row. */
export const pendingQueueUrl = `${SECTIONS.orders.mountPath}/orderByStatus?status=pending&${LIST_URL_KEYS.sort}=createdAt`;

/**
 * The pending order that has waited longest: who placed it and for how long (kept current; the
 * exact time on hover), leading to the pending queue oldest first; or that nothing waits.
 *
 * @example <OldestPending order={dashboard.oldestPending} />
 */
export function OldestPending({ order }: { order: OrdersDashboard['oldestPending'] }) {
  const now = useNow(order !== null);
  if (order === null) return <Muted>No order is waiting</Muted>;
  return (
    <>
      <Who>{order.name}</Who>
      <Waited>
        Came in{' '}
        <time dateTime={order.createdAt} title={exactDateTime(order.createdAt)}>
          {orderAge(order.createdAt, now)}
        </time>
      </Waited>
      <Footer>
        <Link to={pendingQueueUrl}>Open the pending queue</Link>
      </Footer>
    </>
  );
}
