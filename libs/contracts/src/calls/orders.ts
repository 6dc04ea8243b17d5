import * as Type from '@sinclair/typebox';
import { defineCall } from '../call';
import { Email, ErrorBody, IdParams, Ok, Page, PROTECTED_BASE } from '../common';
import { sortableListQuery, type ListSorts } from '../list-sort';
import { exportCallOf, EXPORT_COLUMNS } from '../list-export';
import { BULK_MAX_ROWS, bulkBody, BulkResult } from '../bulk';
import { CredentialDelivery, Order, OrderCount, OrderListEntry, OrderStatus, OrdersDashboard, SingleOrder } from '../entities';
import { REPLACE_REASON_MAX_LENGTH } from '../limits';
import { CustomerMatches, CustomerSummary, NoteBody, ORDER_NOTE_LIMITS, OrderNote, OrderRefunds, OrderTimeline, RefundBody, RESEND_LIMIT, ResendBody } from '../customer-care';
import { SEARCH_MAX_LENGTH } from '../limits';

const base = { access: 'protected', tag: 'orders' } as const;

/** When the order came in (newest first: the queue's own order), its total, the customer's name. */
const ORDER_LIST_SORTS = { fields: { createdAt: 'time', total: 'number', name: 'text' }, default: '-createdAt' } as const satisfies ListSorts;

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
  summary:
    'Orders, newest first (sort by createdAt, total or name, either way); search in the id (its first characters, as shown), name, e-mail, phone, transaction id, the names of its services and the user ids of its delivered credentials; filter by status (none: every status) and by customer (the whole e-mail address, any case)',
  querystring: sortableListQuery(ORDER_LIST_SORTS),
  sorts: ORDER_LIST_SORTS,
  filters: Type.Object({ orderStatus: Type.Optional(OrderStatus), customer: Type.Optional(Email) }, { additionalProperties: false }),
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

export const getOrderTimeline = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/timeline/:id`,
  summary:
    "An order's story, newest first: created, status changes, deliveries, replacements, e-mails (queued, sent, failed, resent), address corrections, refunds, revocations and notes",
  params: IdParams,
  successStatus: 200,
  response: { 200: Ok(OrderTimeline), 404: ErrorBody },
});

export const addOrderNote = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'POST',
  path: `${PROTECTED_BASE}orders/notes/:id`,
  summary: `Write a note on an order (plain text, up to ${ORDER_NOTE_LIMITS.maxLength} characters); notes are never deleted`,
  params: IdParams,
  body: NoteBody,
  successStatus: 201,
  response: { 201: Ok(OrderNote), 400: ErrorBody, 404: ErrorBody },
});

export const editOrderNote = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'PATCH',
  path: `${PROTECTED_BASE}orders/notes/edit/:id`,
  summary: `Edit a note (by note id): only its author, within ${ORDER_NOTE_LIMITS.editableMinutes} minutes of writing it (403 otherwise, 409 after)`,
  params: IdParams,
  body: NoteBody,
  successStatus: 200,
  response: { 200: Ok(OrderNote), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const resendDelivery = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'POST',
  path: `${PROTECTED_BASE}orders/resendDelivery/:id`,
  summary: `E-mail a completed order's current credentials again, to its address or a corrected one (then recorded on the order); at most ${RESEND_LIMIT.perOrder} an hour per order (429)`,
  params: IdParams,
  body: ResendBody,
  successStatus: 200,
  response: { 200: Ok(Order), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
});

export const refundOrder = defineCall({
  ...base,
  permission: 'orders.refund',
  method: 'POST',
  path: `${PROTECTED_BASE}orders/refund/:id`,
  summary:
    'Refund a completed order in part or in full (up to what is left); a refund in full revokes its delivered credentials. The total never changes',
  params: IdParams,
  body: RefundBody,
  successStatus: 201,
  response: { 201: Ok(OrderRefunds), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
});

export const getCustomer = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/customer`,
  summary:
    "One customer (an e-mail address, matched whole and in any case): their orders' count and dates, lifetime spent and refunded, credentials delivered and replaced, and the notes on their orders (404 without orders)",
  querystring: Type.Object({ email: Email }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(CustomerSummary), 400: ErrorBody, 404: ErrorBody },
});

export const findCustomers = defineCall({
  ...base,
  permission: 'shop.read',
  method: 'GET',
  path: `${PROTECTED_BASE}orders/customers`,
  summary: 'Customers whose e-mail or name holds the search, from the newest matching orders (at most 20 customers)',
  querystring: Type.Object({ search: Type.String({ minLength: 1, maxLength: SEARCH_MAX_LENGTH, pattern: '\\S' }) }, { additionalProperties: false }),
  successStatus: 200,
  response: { 200: Ok(CustomerMatches), 400: ErrorBody },
});

export const bulkChangeOrderStatus = defineCall({
  ...base,
  permission: 'orders.work',
  method: 'POST',
  path: `${PROTECTED_BASE}orders/bulkChangeOrderStatus`,
  summary: `Complete or cancel up to ${BULK_MAX_ROWS} pending orders (by ids, or those the list's search and filters match), each as its own call would (a completion without stock fails, the rest go on)`,
  body: bulkBody({ orderStatus: Type.Union([Type.Literal('completed'), Type.Literal('cancelled')]) }),
  successStatus: 200,
  response: { 200: Ok(BulkResult), 400: ErrorBody },
});

export const exportOrders = exportCallOf(getAllOrdersByStatus, 'orders/export', "Orders as a CSV file: the list's search, filters and sort, every row they match (streamed; UTF-8 with BOM; formula-safe cells; audited)", EXPORT_COLUMNS.orders);
