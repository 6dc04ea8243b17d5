import type { OrderListEntry } from '@shopdesk/contracts';
import { IdCell, orNA, type Column } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { CustomerLink } from '../../../lib/customer-link';
import { DuplicateFlag, StockFlag, WatchFlag } from '../../../lib/order-flags';
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

/**
 * The first item's service, how many more items there are and how many units in all: "Falcon VPN",
 * "Falcon VPN ×2" (one item of two units), "Falcon VPN +1 · 3 units".
 */
export function serviceSummary(order: Pick<OrderListEntry, 'serviceName' | 'itemCount' | 'units'>): string | null {
  if (order.serviceName === null) return null;
  if (order.itemCount > 1) return `${order.serviceName} +${order.itemCount - 1} · ${order.units} units`;
  return order.units > 1 ? `${order.serviceName} ×${order.units}` : order.serviceName;
}

/**
 * The order list's columns: the product's, ids cut to 10 characters (the whole one as tooltip),
 * 'N/A' for what is missing; then what was bought (units too) and when the order came in, which a
 * queue is worked by. Under the name, what to check first: a watch list match, a possible
 * duplicate, stock short of the order's need. Short of room (a laptop, a pinned sidebar) the payment details go first, then the
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
        <StockFlag short={order.stockShort} />
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
