import { api, ORDER_STATUSES, type Order } from '@shopdesk/contracts';
import { fakeApi } from '../fake-api/install';
import { listPage } from '../fake-api/list-page';
import { failure } from '../fake-api/replies';
import { listedOrder, makeSingleOrder } from '../fixtures';

export interface ServedOrders {
  /** The orders as the fake API holds them now; change one to play another employee. */
  orders: Order[];
}

/**
 * Answers every orders call from `orders` in memory, as the API does: lists (status filter,
 * search, paging), counts, one order (with one item of its service when `serviceNames` names
 * one), complete and cancel (409 unless pending). A test may still answer one call otherwise.
 *
 * @example
 * const served = serveOrders([makeOrder('pending'), makeOrder('completed')]);
 * fakeApi.fail(api.orders.cancelOrder, 502);
 */
export function serveOrders(orders: readonly Order[], serviceNames: ReadonlyMap<string, string> = new Map()): ServedOrders {
  const served: ServedOrders = { orders: orders.map((order) => ({ ...order })) };
  const find = (id: string) => served.orders.find((order) => order._id === id);

  const changeStatus = (id: string, orderStatus: 'completed' | 'cancelled') => {
    const order = find(id);
    if (!order) return failure(404, 'Order not found');
    if (order.orderStatus !== 'pending') return failure(409, `Order is not pending (it is ${order.orderStatus})`);
    order.orderStatus = orderStatus;
    return { ...order };
  };

  // As the API lists them: with the first item's service (one item of it when `serviceNames` names one).
  const listed = () => served.orders.map((order) => listedOrder(order, serviceNames.get(order._id) ?? null));
  fakeApi.on(api.orders.getAllOrdersByStatus, (request) =>
    listPage(request, listed(), { searchIn: ['_id', 'name', 'email', 'phone', 'transactionId'] }),
  );
  fakeApi.on(api.orders.getAllOrdersCountByStatus, () => ({
    orders: ORDER_STATUSES.map((status) => ({
      orderStatus: status,
      count: served.orders.filter((order) => order.orderStatus === status).length,
    })),
  }));
  fakeApi.on(api.orders.getSingleOrder, ({ params }) => {
    const order = find(params.id);
    return order ? makeSingleOrder({ ...order }, serviceNames.get(order._id)) : failure(404, 'Order not found');
  });
  fakeApi.on(api.orders.changeOrderStatus, ({ params }) => changeStatus(params.id, 'completed'));
  fakeApi.on(api.orders.cancelOrder, ({ params }) => changeStatus(params.id, 'cancelled'));
  return served;
}
