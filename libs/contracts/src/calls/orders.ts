import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, IdParams, ListQuery, Ok, Page, PROTECTED_BASE } from '../common';
import { Order, OrderCount, OrderListEntry, OrderStatus, SingleOrder } from '../entities';

const base = { access: 'protected', tag: 'orders' } as const;

export const getAllOrdersCountByStatus = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}orders/allOrdersCountByStatus`,
  summary: 'Order counts for each status (every status listed, zero included)',
  successStatus: 200,
  response: { 200: Ok(Type.Object({ orders: Type.Array(OrderCount) })) },
});

export const getAllOrdersByStatus = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}orders/getAllOrdersByStatus`,
  summary: 'Orders, newest first; search in id, name, e-mail, phone and transaction id',
  querystring: ListQuery,
  filters: Type.Object({ orderStatus: Type.Optional(OrderStatus) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(OrderListEntry)), 400: ErrorBody },
});

export const getSingleOrder = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}orders/getSingleOrder/:id`,
  summary: 'One order with its items',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(SingleOrder), 404: ErrorBody },
});

export const changeOrderStatus = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}orders/changeOrderStatus/:id`,
  summary: 'Complete a pending order (409 unless pending)',
  params: IdParams,
  body: Type.Object({ orderStatus: Type.Literal('completed') }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Order), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const cancelOrder = defineCall({
  ...base,
  method: 'PATCH',
  path: `${PROTECTED_BASE}orders/cancelOrder/:id`,
  summary: 'Cancel a pending order (409 unless pending)',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(Order), 404: ErrorBody, 409: ErrorBody },
});
