import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { ErrorBody, IdParams, ListQuery, Ok, Page, PROTECTED_BASE } from '../common';
import { CredentialDelivery, Order, OrderCount, OrderListEntry, OrderSort, OrderStatus, OrdersDashboard, SingleOrder } from '../entities';
import { REPLACE_REASON_MAX_LENGTH } from '../limits';

const base = { access: 'protected', tag: 'orders' } as const;

export const getAllOrdersCountByStatus = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/allOrdersCountByStatus`,
  summary: 'Order counts for each status (every status listed, zero included)',
  successStatus: 200,
  response: { 200: Ok(Type.Object({ orders: Type.Array(OrderCount) })) },
});

export const getAllOrdersByStatus = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/getAllOrdersByStatus`,
  summary: 'Orders, newest first (or oldest first with sort=oldest); search in id, name, e-mail, phone and transaction id',
  querystring: Type.Object({ ...ListQuery.properties, sort: Type.Optional(OrderSort) }, { additionalProperties: false }),
  filters: Type.Object({ orderStatus: Type.Optional(OrderStatus) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Page(OrderListEntry)), 400: ErrorBody },
});

export const getSingleOrder = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/getSingleOrder/:id`,
  summary: 'One order with its items',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(SingleOrder), 404: ErrorBody },
});

export const changeOrderStatus = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'PATCH',
  path: `${PROTECTED_BASE}orders/changeOrderStatus/:id`,
  summary:
    'Complete a pending order; a stock service\'s credentials are claimed and e-mailed in the same transaction (409 unless pending, or when the stock is out)',
  params: IdParams,
  body: Type.Object({ orderStatus: Type.Literal('completed') }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(Order), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const cancelOrder = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'PATCH',
  path: `${PROTECTED_BASE}orders/cancelOrder/:id`,
  summary: 'Cancel a pending order (409 unless pending)',
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(Order), 404: ErrorBody, 409: ErrorBody },
});

export const replaceDeliveredCredential = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'POST',
  path: `${PROTECTED_BASE}orders/replaceCredential/:id`,
  summary: 'Replace a delivered credential (by delivery id): the old one is marked bad, a new one claimed and e-mailed',
  params: IdParams,
  body: Type.Object(
    { reason: Type.String({ minLength: 1, maxLength: REPLACE_REASON_MAX_LENGTH, pattern: '\\S' }) },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: { 200: Ok(CredentialDelivery), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const getOrdersDashboard = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/dashboard`,
  summary:
    'The dashboard\'s figures: orders and revenue per day over the last 30 days, top services by revenue this month, the oldest pending order (from daily rollups kept by triggers)',
  successStatus: 200,
  response: { 200: Ok(OrdersDashboard) },
});

/**
 * The live order queue: a server-sent event stream (`text/event-stream`). Each `orders` event's
 * data is an `OrderChangesEvent` and its id a position to resume from (`Last-Event-ID`); a
 * `resync` event means changes may have been missed: refetch what is shown. A `closed` event ends a
 * stream a newer one of the same employee replaced (at most 4 each): reconnect when the tab is used
 * again, not at once. The stream ends when the session does. Read with fetch (it needs the bearer
 * token, which EventSource cannot send).
 */
export const streamOrderEvents = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/events`,
  summary: 'Server-sent events: every order created, completed, cancelled or deleted, as it commits',
  successStatus: 200,
  response: { 200: Type.String({ contentMediaType: 'text/event-stream' }) },
});
