import type { OrderListEntry } from '@shopdesk/contracts';
import { color, fontSize, formatDollars, narrowMedia } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { CustomerLink } from '../../../lib/customer-link';
import { DuplicateFlag, StockFlag, WatchFlag } from '../../../lib/order-flags';
import { CreatedCell } from './created-cell';
import { OrderStatusBadge } from './order-status-badge';
import { type Column, IdCell, orNA } from '@shopdesk/lists';

// A watched order's, a possible duplicate's and a short stock's flags under its customer's name
// (after it, on the one line of a compact row).
const Named = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  /* A name or a flag's word longer than a phone's column breaks rather than widen the table past the screen. */
  overflow-wrap: anywhere;
  table[data-density='compact'] & {
    display: inline;
  }
`;

// On a phone the Service column gives way: what was bought shows under the name instead.
const ServiceLine = styled.span`
  display: none;
  ${narrowMedia} {
    display: block;
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
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

/** The order's status: the lists of more than one status show it (a customer's orders). */
const STATUS_COLUMN: Column<OrderListEntry> = { key: 'orderStatus', header: 'Order Status', render: (order) => <OrderStatusBadge status={order.orderStatus} /> };

/**
 * The order list's columns inside a status tab: the product's, ids cut to 10 characters (the
 * whole one as tooltip), 'N/A' for what is missing; then what was bought (units too) and when the
 * order came in, which a queue is worked by. The Order Status column is left out: it would say the
 * tab's name on every row (docs/decisions.md#a-status-tab-has-no-status-column). Under the name,
 * what to check first: a watch list match, a possible duplicate, stock short of the order's need.
 * Short of room (a laptop, a pinned sidebar) the payment details go first, then the id, then the
 * e-mail; on a phone who (what they bought under the name), how much and how long ago stay. Nothing needs sideways scrolling;
 * the view shows the rest.
 */
export const ORDER_COLUMNS: Column<OrderListEntry>[] = [
  { key: '_id', header: 'Order ID', wideOnly: true, minTableWidth: 1000, render: (order) => <IdCell id={order._id} /> },
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
        <ServiceLine>{serviceSummary(order)}</ServiceLine>
      </Named>
    ),
  },
  { key: 'email', header: 'Email', wideOnly: true, minTableWidth: 800, render: (order) => <CustomerLink email={order.email} /> },
  { key: 'total', header: 'Total', sortField: 'total', render: (order) => <Whole>{formatDollars(order.total)}</Whole> },
  { key: 'transactionId', header: 'TransactionId', wideOnly: true, minTableWidth: 1240, render: (order) => <IdCell id={order.transactionId} /> },
  { key: 'paymentMethod', header: 'Payment Method', wideOnly: true, minTableWidth: 1160 },
  { key: 'service', header: 'Service', wideOnly: true, render: (order) => orNA(serviceSummary(order)) },
  { key: 'createdAt', header: 'Created', sortField: 'createdAt', render: (order) => <CreatedCell order={order} /> },
];

/** A list of every status (a customer's orders): the status tab's columns with Order Status before the service, which a phone keeps instead of the age. */
export const ALL_STATUS_ORDER_COLUMNS: Column<OrderListEntry>[] = ORDER_COLUMNS.flatMap((column) => {
  if (column.key === 'service') return [STATUS_COLUMN, column];
  if (column.key === 'createdAt') return [{ ...column, wideOnly: true }];
  return [column];
});
