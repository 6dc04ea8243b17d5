import type { OrderStatus } from '@shopdesk/contracts';

/** What an employee may do with an order from its row. */
export type OrderAction = 'view' | 'complete' | 'cancel';

/** The status changes an order row offers. */
export type StatusChange = Exclude<OrderAction, 'view'>;

/**
 * The actions an order in `status` offers (spec §4): a pending order can be viewed, completed
 * or cancelled; a completed or cancelled one only viewed.
 */
export function statusActions(status: OrderStatus): OrderAction[] {
  return status === 'pending' ? ['view', 'complete', 'cancel'] : ['view'];
}
