import { Type } from '@sinclair/typebox';

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
