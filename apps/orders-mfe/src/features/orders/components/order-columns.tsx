import type { Order } from '@shopdesk/contracts';
import type { Column } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { formatTotal } from '../utils/format-total';
import { orNA } from '../utils/or-na';
import { truncateId } from '../utils/truncate-id';
import { OrderStatusBadge } from './order-status-badge';

// Ids and amounts break at their hyphens and points on a phone; kept whole they stay readable.
const Whole = styled.span`
  white-space: nowrap;
`;

/** The order list's columns (spec §2); ids are cut to 10 characters, the full one is their tooltip. */
export const ORDER_COLUMNS: Column<Order>[] = [
  { key: '_id', header: 'Order ID', render: (order) => <Whole title={order._id}>{truncateId(order._id)}</Whole> },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'total', header: 'Total', render: (order) => <Whole>{formatTotal(order.total)}</Whole> },
  {
    key: 'transactionId',
    header: 'TransactionId',
    render: (order) => <Whole title={order.transactionId ?? undefined}>{orNA(order.transactionId, truncateId)}</Whole>,
  },
  { key: 'paymentMethod', header: 'Payment Method', render: (order) => orNA(order.paymentMethod) },
  { key: 'orderStatus', header: 'Order Status', render: (order) => <OrderStatusBadge status={order.orderStatus} /> },
];
