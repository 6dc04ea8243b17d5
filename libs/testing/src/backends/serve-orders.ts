import { api, ORDER_STATUSES, type CredentialDelivery, type Order } from '@shopdesk/contracts';
import { fakeApi } from '../fake-api/install';
import { listPage } from '../fake-api/list-page';
import { failure } from '../fake-api/replies';
import { listedOrder, makeDelivery, makeSingleOrder } from '../fixtures';
import { ordersDashboardOf } from './orders-dashboard-answer';

export interface ServedOrders {
  /** The orders as the fake API holds them now; change one to play another employee. */
  orders: Order[];
  /** Each order's deliveries, by order id, as the fake API holds them now (a replacement adds one). */
  deliveries: Map<string, CredentialDelivery[]>;
}

/** A delivery the caller may change without changing what the fake API holds. */
const copyDelivery = (delivery: CredentialDelivery): CredentialDelivery => ({
  ...delivery,
  service: { ...delivery.service },
  credential: { ...delivery.credential },
  email: delivery.email && { ...delivery.email },
});

/**
 * Answers every orders call from `orders` in memory, as the API does: lists (status filter,
 * search, paging), counts, the dashboard, one order (with one item of its service when `serviceNames` names
 * one, and its `deliveries`), complete and cancel (409 unless pending), and the replacement of a
 * delivered credential (404 unknown delivery, 409 already replaced). A test may still answer one
 * call otherwise.
 *
 * @example
 * const served = serveOrders([makeOrder('pending'), makeOrder('completed')]);
 * fakeApi.fail(api.orders.cancelOrder, 502);
 * serveOrders([completed], new Map([[completed._id, 'Falcon VPN']]), new Map([[completed._id, [makeDelivery('Falcon VPN')]]]));
 */
export function serveOrders(
  orders: readonly Order[],
  serviceNames: ReadonlyMap<string, string> = new Map(),
  deliveries: ReadonlyMap<string, readonly CredentialDelivery[]> = new Map(),
): ServedOrders {
  const served: ServedOrders = {
    orders: orders.map((order) => ({ ...order })),
    deliveries: new Map(Array.from(deliveries, ([orderId, list]) => [orderId, list.map(copyDelivery)])),
  };
  const find = (id: string) => served.orders.find((order) => order._id === id);
  const findDelivery = (id: string) => {
    for (const list of served.deliveries.values()) {
      const delivery = list.find((each) => each._id === id);
      if (delivery) return { list, delivery };
    }
    return undefined;
  };

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
  const serviceIds = new Map<string, string>();
  fakeApi.on(api.orders.getOrdersDashboard, () => ordersDashboardOf(served.orders, serviceNames, serviceIds));
  fakeApi.on(api.orders.getSingleOrder, ({ params }) => {
    const order = find(params.id);
    if (!order) return failure(404, 'Order not found');
    return { ...makeSingleOrder({ ...order }, serviceNames.get(order._id)), deliveries: (served.deliveries.get(order._id) ?? []).map(copyDelivery) };
  });
  fakeApi.on(api.orders.changeOrderStatus, ({ params }) => changeStatus(params.id, 'completed'));
  fakeApi.on(api.orders.cancelOrder, ({ params }) => changeStatus(params.id, 'cancelled'));
  // As the API does: the old delivery is kept, marked replaced, beside a new one whose e-mail is queued.
  fakeApi.on(api.orders.replaceDeliveredCredential, ({ params, body }) => {
    const found = findDelivery(params.id);
    if (!found) return failure(404, 'Delivery not found');
    const { list, delivery: old } = found;
    if (old.replacedAt !== null) return failure(409, 'This credential was already replaced');
    const now = new Date().toISOString();
    Object.assign(old, { replacedAt: now, replaceReason: body.reason.trim() });
    const replacement = makeDelivery(old.service.name, {
      orderItem: old.orderItem,
      service: old.service,
      deliveredAt: now,
      email: { status: 'pending', sentAt: null },
    });
    list.push(replacement);
    return copyDelivery(replacement);
  });
  return served;
}
