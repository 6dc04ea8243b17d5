import * as Type from '@sinclair/typebox';

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));

/** A status as headings, cards and the command palette read it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { pending: 'Pending', completed: 'Completed', cancelled: 'Cancelled' };
