import type { OrderChange, OrderStatus } from '@shopdesk/contracts';
import type { OrderListStatus } from '../../../lib/order-status';

/** Whether an order of status `of` (null: none, deleted or not made yet) is in the list of `status`. */
const listedIn = (status: OrderListStatus, of: OrderStatus | null) => of !== null && (status === 'all' || of === status);

/** The orders a change brings into the list of `status` (created in it, or moved to it). */
export const arrivalsIn = (status: OrderListStatus, changes: readonly OrderChange[]) =>
  changes.filter((change) => listedIn(status, change.to) && !listedIn(status, change.from)).map((change) => change.orderId);

/** The orders a change takes out of the list of `status` (completed, cancelled, deleted). */
export const departuresFrom = (status: OrderListStatus, changes: readonly OrderChange[]) =>
  changes.filter((change) => listedIn(status, change.from) && !listedIn(status, change.to)).map((change) => change.orderId);

/** What arrived and is not on screen yet: the orders by id, and whether changes of unknown extent happened too. */
export interface Unseen {
  ids: ReadonlySet<string>;
  unknown: boolean;
}

export const NOTHING_UNSEEN: Unseen = { ids: new Set(), unknown: false };

/**
 * The notice's words: '1 new order', '3 new orders', or, when the server could only say that
 * orders changed (a bulk change, a reconnection), 'Orders have changed'; null for nothing.
 */
export function unseenText({ ids, unknown }: Unseen): string | null {
  if (ids.size > 0) return `${ids.size} new order${ids.size === 1 ? '' : 's'}`;
  return unknown ? 'Orders have changed' : null;
}
