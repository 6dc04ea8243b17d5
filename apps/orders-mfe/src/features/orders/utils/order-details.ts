import { formatDollars } from '@shopdesk/ui-kit';
import type { SingleOrder } from '@shopdesk/contracts';
import { STATUS_TITLES } from '../../../lib/order-status';
import { serviceNames } from './order-items';
import { refundedText } from './refund-texts';

export interface OrderDetail {
  label: string;
  /** null when the order has no value for it (shown as 'N/A'). */
  value: string | null;
}

/**
 * The view modal's rows, in the product's order (docs/product.md#order-view); Service names every
 * item's service, as an order may have several; a refunded order says how much of its total.
 */
export function orderDetails(single: SingleOrder): OrderDetail[] {
  const { order, orderItems } = single;
  const refunded = refundedText(single);
  return [
    { label: 'Order ID', value: order._id },
    { label: 'Service', value: serviceNames(orderItems) },
    { label: 'Name', value: order.name },
    { label: 'Email', value: order.email },
    { label: 'Phone', value: order.phone },
    { label: 'Total', value: formatDollars(order.total) },
    ...(refunded ? [{ label: 'Refunds', value: refunded }] : []),
    { label: 'TransactionId', value: order.transactionId },
    { label: 'Payment Method', value: order.paymentMethod },
    { label: 'Order Status', value: STATUS_TITLES[order.orderStatus] },
  ];
}
