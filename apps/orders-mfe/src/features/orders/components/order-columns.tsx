import type { OrderListEntry } from '@shopdesk/contracts';
import { IdCell, orNA, type Column } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { CustomerLink } from '../../../lib/customer-link';
import { DuplicateFlag, WatchFlag } from '../../../lib/order-flags';
import { formatTotal } from '../../../lib/format-total';
import { CreatedCell } from './created-cell';
import { OrderStatusBadge } from './order-status-badge';

// A watched order's and a possible duplicate's flags under its customer's name.
const Named = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;

// Amounts break at their separators on a phone; kept whole they stay readable.
const Whole = styled.span`
  white-space: nowrap;
`;

/** The first item's service, and how many more items there are: "Falcon VPN +1". */
export const serviceSummary = (order: OrderListEntry) =>
  order.serviceName === null ? null : order.itemCount > 1 ? `${order.serviceName} +${order.itemCount - 1}` : order.serviceName;

/**
 * The order list's columns: the product's, ids cut to 10 characters (the whole one as tooltip),
 * 'N/A' for what is missing; then what was bought and when the order came in, which a queue is
 * worked by. Short of room (a laptop, a pinned sidebar) the payment details go first, then the
 * id, then the e-mail; on a phone only who, how much and the status stay. Nothing wraps or needs
 * sideways scrolling; the view shows the rest.
 */
export const ORDER_COLUMNS: Column<OrderListEntry>[] = [
  { key: '_id', header: 'Order ID', wideOnly: true, minTableWidth: 1100, render: (order) => <IdCell id={order._id} /> },
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    render: (order) => (
      <Named>
        {order.name}
        <WatchFlag reason={order.watchReason} />
        <DuplicateFlag duplicateOf={order.duplicateOf} />
      </Named>
    ),
  },
  { key: 'email', header: 'Email', wideOnly: true, minTableWidth: 800, render: (order) => <CustomerLink email={order.email} /> },
  { key: 'total', header: 'Total', sortField: 'total', render: (order) => <Whole>{formatTotal(order.total)}</Whole> },
  { key: 'transactionId', header: 'TransactionId', wideOnly: true, minTableWidth: 1360, render: (order) => <IdCell id={order.transactionId} /> },
  { key: 'paymentMethod', header: 'Payment Method', wideOnly: true, minTableWidth: 1280 },
  { key: 'orderStatus', header: 'Order Status', render: (order) => <OrderStatusBadge status={order.orderStatus} /> },
  { key: 'service', header: 'Service', wideOnly: true, render: (order) => orNA(serviceSummary(order)) },
  { key: 'createdAt', header: 'Created', sortField: 'createdAt', wideOnly: true, render: (order) => <CreatedCell order={order} /> },
];
