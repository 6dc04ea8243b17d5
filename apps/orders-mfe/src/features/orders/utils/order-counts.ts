import type { OrderCount, OrderStatus } from '@shopdesk/contracts';

export type OrderCounts = Record<OrderStatus, number>;

/** The count answer as one number per status; a status the answer leaves out counts 0. */
export function countsByStatus(entries: readonly OrderCount[]): OrderCounts {
  const counts: OrderCounts = { pending: 0, completed: 0, cancelled: 0 };
  for (const { orderStatus, count } of entries) counts[orderStatus] = count;
  return counts;
}

/**
 * The dashboard badge of a count (spec §2): shown only above 0, so nothing for an empty status.
 *
 * @example badgeCount(0) // undefined
 */
export function badgeCount(count: number): number | undefined {
  return count > 0 ? count : undefined;
}
