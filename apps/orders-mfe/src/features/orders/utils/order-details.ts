import type { SingleOrder } from '@shopdesk/contracts';
import { formatTotal } from './format-total';
import { STATUS_TITLES } from './order-status';

export interface OrderDetail {
  label: string;
  /** null when the order has no value for it (shown as 'N/A'). */
  value: string | null;
}

/** The view modal's rows, in the product's order (docs/product.md#order-view). */
export function orderDetails({ order, orderItem }: SingleOrder): OrderDetail[] {
  return [
    { label: 'Order ID', value: order._id },
    { label: 'Service', value: orderItem?.service.name ?? null },
    { label: 'Name', value: order.name },
    { label: 'Email', value: order.email },
    { label: 'Phone', value: order.phone },
    { label: 'Total', value: formatTotal(order.total) },
    { label: 'TransactionId', value: order.transactionId },
    { label: 'Payment Method', value: order.paymentMethod },
    { label: 'Order Status', value: STATUS_TITLES[order.orderStatus] },
  ];
}
