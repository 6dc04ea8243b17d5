import type { Order } from '@shopdesk/contracts';
import { IdCell, type Column } from '@shopdesk/ui-kit';
import styled from 'styled-components';
import { formatTotal } from '../utils/format-total';
import { OrderStatusBadge } from './order-status-badge';

// Amounts break at their separators on a phone; kept whole they stay readable.
const Whole = styled.span`
  white-space: nowrap;
`;

/** The order list's columns: ids cut to 10 characters (the whole one as tooltip), 'N/A' for what is missing. */
export const ORDER_COLUMNS: Column<Order>[] = [
  { key: '_id', header: 'Order ID', render: (order) => <IdCell id={order._id} /> },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'total', header: 'Total', render: (order) => <Whole>{formatTotal(order.total)}</Whole> },
  { key: 'transactionId', header: 'TransactionId', render: (order) => <IdCell id={order.transactionId} /> },
  { key: 'paymentMethod', header: 'Payment Method' },
  { key: 'orderStatus', header: 'Order Status', render: (order) => <OrderStatusBadge status={order.orderStatus} /> },
];
