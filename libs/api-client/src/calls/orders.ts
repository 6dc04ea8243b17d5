import { api, type CallFilters, type OrderSort } from '@shopdesk/contracts';
import { callApi } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

/** `{ orders: [{ orderStatus, count }] }`, every status listed. */
export const getAllOrdersCountByStatus = () => callApi(api.orders.getAllOrdersCountByStatus);

export const getAllOrdersByStatus = (
  params: ListParams<CallFilters<typeof api.orders.getAllOrdersByStatus>, OrderSort>,
  signal?: AbortSignal,
) => callApi(api.orders.getAllOrdersByStatus, { query: buildListQuery(params), signal });

/** `{ order, orderItem, orderItems, deliveries }`. */
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
