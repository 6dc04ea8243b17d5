import type { OrderStatus } from '@shopdesk/contracts';

/**
 * What an employee may do with an order from its row; edit is the change to completed
 * (docs/decisions.md#edit-completes-an-order).
 */
export type OrderAction = 'view' | 'edit' | 'cancel';

/** The status changes an order row offers: edit completes the order, cancel cancels it. */
export type StatusChange = 'complete' | 'cancel';

/**
 * The actions an order in `status` offers: a pending order can be viewed, edited (set to
 * completed) or cancelled; a completed or cancelled one only viewed (docs/product.md#order-actions).
 */
export function statusActions(status: OrderStatus): OrderAction[] {
  return status === 'pending' ? ['view', 'edit', 'cancel'] : ['view'];
}
