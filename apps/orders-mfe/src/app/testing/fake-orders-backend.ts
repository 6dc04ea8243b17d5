import { api, ORDER_STATUSES, type CallDef, type Order, type OrderStatus, type SingleOrder } from '@shopdesk/contracts';
import { failure, matchCall, ok, type Reply, type SeenRequest } from './api-server';

function match(request: SeenRequest): { call: CallDef; id: string | undefined } | null {
  for (const call of Object.values(api.orders)) {
    const params = matchCall(request, call);
    if (params) return { call, id: params[0] };
  }
  return null;
}

export interface FakeOrdersBackend {
  /** The orders as the backend holds them now. */
  orders: Order[];
  /** Answers a request to one of the orders calls as the API would. */
  handle: (request: SeenRequest) => Reply;
  /** The service of each order's one item, by order id; an order without one has no item. */
  serviceNames: Map<string, string>;
}

function listPage(orders: Order[], query: URLSearchParams): Reply {
  const filters = JSON.parse(query.get('filters') ?? '{}') as { orderStatus?: OrderStatus };
  const search = query.get('search')?.toLowerCase();
  const currentPage = Number(query.get('currentPage') ?? 1);
  const limit = Number(query.get('limit') ?? 20);
  const found = orders.filter(
    (o) =>
      (!filters.orderStatus || o.orderStatus === filters.orderStatus) &&
      (!search || [o._id, o.name, o.email, o.phone, o.transactionId].some((v) => v?.toLowerCase().includes(search))),
  );
  return ok({
    documents: found.slice((currentPage - 1) * limit, currentPage * limit),
    totalPages: Math.ceil(found.length / limit),
    totalItems: found.length,
  });
}

function single(order: Order, serviceName: string | undefined): SingleOrder {
  const item = serviceName
    ? { _id: order._id, quantity: 1, price: order.total, service: { _id: order._id, name: serviceName } }
    : null;
  return { order, orderItem: item, orderItems: item ? [item] : [] };
}

/** An in-memory orders API: lists, counts, one order, complete and cancel (409 unless pending). */
export function fakeOrdersBackend(orders: Order[], serviceNames = new Map<string, string>()): FakeOrdersBackend {
  const backend: FakeOrdersBackend = {
    orders: orders.map((o) => ({ ...o })),
    serviceNames,
    handle: (request) => {
      const found = match(request);
      if (!found) return failure(404, `No route ${request.method} ${request.path}`);
      const { call, id } = found;
      if (call === api.orders.getAllOrdersCountByStatus) {
        const counts = ORDER_STATUSES.map((status) => ({
          orderStatus: status,
          count: backend.orders.filter((o) => o.orderStatus === status).length,
        }));
        return ok({ orders: counts });
      }
      if (call === api.orders.getAllOrdersByStatus) return listPage(backend.orders, request.query);
      const order = backend.orders.find((o) => o._id === id);
      if (!order) return failure(404, 'Order not found');
      if (call === api.orders.getSingleOrder) return ok(single(order, backend.serviceNames.get(order._id)));
      if (order.orderStatus !== 'pending') return failure(409, `Order is not pending (it is ${order.orderStatus})`);
      order.orderStatus = call === api.orders.cancelOrder ? 'cancelled' : 'completed';
      return ok(order);
    },
  };
  return backend;
}
