import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Id, Timestamp } from './common';
import { CustomerMatch } from './customer-care';
import { Level } from './levels';
import { OrderStatus } from './order-status';
import { ServiceType } from './entities';

/** How many of each kind one search answers: a palette shows a few of each, the lists the rest. */
export const SEARCH_HITS_PER_GROUP = 5;

/**
 * The shortest search that looks into the orders by their text: a shorter one would match most
 * of a million orders and no index helps (the trigram index starts at three characters).
 */
export const ORDER_SEARCH_MIN_LENGTH = 3;

export const OrderHit = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  total: Type.Number(),
  orderStatus: OrderStatus,
  transactionId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
});
export type OrderHit = Static<typeof OrderHit>;

export const ServiceHit = Type.Object({ _id: Id, name: Type.String(), type: ServiceType, isActive: Type.Boolean() });
export type ServiceHit = Static<typeof ServiceHit>;

export const EmployeeHit = Type.Object({ _id: Id, name: Type.String(), email: Type.String(), level: Level, isActive: Type.Boolean() });
export type EmployeeHit = Static<typeof EmployeeHit>;

/** One search's finds, grouped: at most SEARCH_HITS_PER_GROUP of each, the likeliest first. */
export const SearchHits = Type.Object({
  orders: Type.Array(OrderHit),
  customers: Type.Array(CustomerMatch),
  services: Type.Array(ServiceHit),
  employees: Type.Array(EmployeeHit),
});
export type SearchHits = Static<typeof SearchHits>;
