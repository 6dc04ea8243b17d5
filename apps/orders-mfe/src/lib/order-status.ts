import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shopdesk/contracts';

/** The status as a heading or card reads it. */
export const STATUS_TITLES: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

/** The `status` query value of the list route, or null when it is missing or not a status. */
export function parseOrderStatus(raw: string | null): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as OrderStatus) : null;
}

/** The list of one status, relative to a route of the section (e.g. its dashboard). */
export const orderListPath = (status: OrderStatus) => `../orderByStatus?status=${status}`;
