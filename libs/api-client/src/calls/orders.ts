import { api, type CallFilters } from '@shopdesk/contracts';
import { callApi } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

/** `{ orders: [{ orderStatus, count }] }`, every status listed. */
export const getAllOrdersCountByStatus = () => callApi(api.orders.countOrdersByStatus);

export const getAllOrdersByStatus = (
  params: ListParams<CallFilters<typeof api.orders.listOrders>>,
  signal?: AbortSignal,
) => callApi(api.orders.listOrders, { query: buildListQuery(params), signal });

/** `{ order, orderItem, orderItems }`. */
export const getSingleOrder = (id: string) => callApi(api.orders.getOrder, { params: { id } });

/** Completes a pending order (409 unless pending). */
export const changeOrderStatus = (id: string) =>
  callApi(api.orders.completeOrder, { params: { id }, body: { orderStatus: 'completed' } });

/** Cancels a pending order (409 unless pending). */
export const cancelOrder = (id: string) => callApi(api.orders.cancelOrder, { params: { id } });
