import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';

/** The status as a heading or card reads it. */
export const STATUS_TITLES: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

/** What the order list route lists: the orders of one status, or of every status ('all'). */
export type OrderListStatus = OrderStatus | 'all';

/** The list route's tabs, in order: each status, then all of them. */
export const ORDER_LIST_STATUSES: readonly OrderListStatus[] = [...ORDER_STATUSES, 'all'];

/** The list's name: 'Pending', ..., 'All'. */
export const LIST_TITLES: Record<OrderListStatus, string> = { ...STATUS_TITLES, all: 'All' };

/** The `status` query value of the list route, or null when it is missing or not one it lists. */
export function parseOrderStatus(raw: string | null): OrderListStatus | null {
  return (ORDER_LIST_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as OrderListStatus) : null;
}

/** The list of one status, relative to a route of the section (e.g. its dashboard). */
export const orderListPath = (status: OrderListStatus) => `../orderByStatus?status=${status}`;
