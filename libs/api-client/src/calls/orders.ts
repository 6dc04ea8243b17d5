import { api, type CallBody, type CallFilters, type CallSort, type BulkTarget } from '@shopdesk/contracts';
import { callApi } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

/** `{ orders: [{ orderStatus, count }] }`, every status listed. */
export const getAllOrdersCountByStatus = () => callApi(api.orders.getAllOrdersCountByStatus);

export const getAllOrdersByStatus = (
  params: ListParams<CallFilters<typeof api.orders.getAllOrdersByStatus>, CallSort<typeof api.orders.getAllOrdersByStatus>>,
  signal?: AbortSignal,
) => callApi(api.orders.getAllOrdersByStatus, { query: buildListQuery(params), signal });

/** `{ order, orderItem, orderItems, deliveries, refunded, refunds }`. */
export const getSingleOrder = (id: string) => callApi(api.orders.getSingleOrder, { params: { id } });

/** Completes a pending order (409 unless pending). */
export const changeOrderStatus = (id: string) =>
  callApi(api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });

/** Cancels a pending order (409 unless pending). */
export const cancelOrder = (id: string) => callApi(api.orders.cancelOrder, { params: { id } });

/** Replaces a delivered credential (by delivery id) with a new one from stock; answers the new delivery. */
export const replaceDeliveredCredential = (id: string, reason: string) =>
  callApi(api.orders.replaceDeliveredCredential, { params: { id }, body: { reason } });

/** The dashboard's figures: orders and revenue per day over 30 days, top services this month, the oldest pending order. */
export const getOrdersDashboard = () => callApi(api.orders.getOrdersDashboard);

/** The order's story, newest first: status changes, deliveries, e-mails, refunds, notes. */
export const getOrderTimeline = (id: string) => callApi(api.orders.getOrderTimeline, { params: { id } });

/** Writes a note on an order (by order id); answers the note. */
export const addOrderNote = (orderId: string, body: string) => callApi(api.orders.addOrderNote, { params: { id: orderId }, body: { body } });

/** Changes a note's text (by note id): its author, within the edit window. */
export const editOrderNote = (noteId: string, body: string) => callApi(api.orders.editOrderNote, { params: { id: noteId }, body: { body } });

/** E-mails a completed order's credentials again, to `email` when given (then recorded on the order). */
export const resendDelivery = (orderId: string, email?: string) =>
  callApi(api.orders.resendDelivery, { params: { id: orderId }, body: email === undefined ? {} : { email } });

/** Refunds a completed order in part or in full; answers its refunds and their sum. */
export const refundOrder = (orderId: string, refund: CallBody<typeof api.orders.refundOrder>) =>
  callApi(api.orders.refundOrder, { params: { id: orderId }, body: refund });

/** One customer (an e-mail address, any case): what their orders add up to, and the notes on them. */
export const getCustomer = (email: string) => callApi(api.orders.getCustomer, { query: { email } });

/** Customers whose e-mail or name holds `search`, from the newest matching orders. */
export const findCustomers = (search: string, signal?: AbortSignal) => callApi(api.orders.findCustomers, { query: { search }, signal });

export const bulkChangeOrderStatus = (target: BulkTarget, orderStatus: 'completed' | 'cancelled') => callApi(api.orders.bulkChangeOrderStatus, { body: { ...target, orderStatus } });
