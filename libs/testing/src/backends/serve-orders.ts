import {
  api,
  ORDER_NOTE_LIMITS,
  ORDER_STATUSES,
  type BulkResult,
  type CredentialDelivery,
  type Order,
  type OrderNote,
  type OrderRefund,
  type StockShortfall,
  type TimelineEvent,
  type WatchListEntry,
} from '@shopdesk/contracts';
import { getEmployee } from '@shopdesk/session';
import { fakeApi } from '../fake-api/install';
import { listPage } from '../fake-api/list-page';
import { failure, withMessage } from '../fake-api/replies';
import { fakeId, listedOrder, makeDelivery, makeSingleOrder } from '../fixtures';
import { ordersDashboardOf } from './orders-dashboard-answer';

export interface ServedOrders {
  /** The orders as the fake API holds them now; change one to play another employee. */
  orders: Order[];
  /** Each order's deliveries, by order id, as the fake API holds them now (a replacement adds one). */
  deliveries: Map<string, CredentialDelivery[]>;
  /** Each order's refunds, by order id, oldest first. */
  refunds: Map<string, OrderRefund[]>;
  /** Each order's notes, by order id, oldest first. */
  notes: Map<string, OrderNote[]>;
  /** What else happened to each order (status changes, e-mails, replacements), by order id, in the order it happened. */
  events: Map<string, TimelineEvent[]>;
  /** The watch list, oldest first; change it to play a manager elsewhere. */
  watchList: WatchListEntry[];
  /** Pending orders whose stock falls short, by order id: the list and the order say so. */
  stockShort: Map<string, StockShortfall>;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The signed-in employee as the API names who did something. */
function signedIn() {
  const employee = getEmployee();
  return employee ? { _id: employee._id, name: employee.name } : null;
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
    refunds: new Map(),
    notes: new Map(),
    events: new Map(),
    watchList: [],
    stockShort: new Map(),
  };
  const listOf = <T>(map: Map<string, T[]>, id: string): T[] => {
    if (!map.has(id)) map.set(id, []);
    return map.get(id) as T[];
  };
  const happened = (orderId: string, event: TimelineEvent) => listOf(served.events, orderId).push(event);
  const refundsOf = (orderId: string) => {
    const refunds = served.refunds.get(orderId) ?? [];
    return { refunded: refunds.reduce((sum, refund) => sum + cents(refund.amount), 0) / 100, refunds: refunds.map((refund) => ({ ...refund })) };
  };
  const find = (id: string) => served.orders.find((order) => order._id === id);
  const findDelivery = (id: string) => {
    for (const list of served.deliveries.values()) {
      const delivery = list.find((each) => each._id === id);
      if (delivery) return { list, delivery };
    }
    return undefined;
  };

  /** Why the order cannot change, as the API says it, or null. */
  const refusal = (id: string): { status: number; message: string } | null => {
    const order = find(id);
    if (!order) return { status: 404, message: 'Order not found' };
    if (order.orderStatus !== 'pending') return { status: 409, message: `Order is not pending (it is ${order.orderStatus})` };
    return null;
  };
  const changeStatus = (id: string, orderStatus: 'completed' | 'cancelled') => {
    const refused = refusal(id);
    if (refused) return failure(refused.status, refused.message);
    const short = served.stockShort.get(id);
    if (orderStatus === 'completed' && short) {
      return failure(409, `Not enough credentials in stock for ${short.service.name}: ${short.needed} needed, ${short.available} available`);
    }
    const order = find(id) as Order;
    order.orderStatus = orderStatus;
    happened(id, { kind: 'status', at: new Date().toISOString(), by: signedIn(), from: 'pending', to: orderStatus });
    return { ...order };
  };

  /** As the API says it: the earliest order of the same payment made before this one. */
  const duplicateOf = (order: Order) =>
    served.orders
      .filter((other) => other.transactionId !== null && other.transactionId === order.transactionId && other.paymentMethod === order.paymentMethod)
      .filter((other) => other.createdAt < order.createdAt || (other.createdAt === order.createdAt && other._id < order._id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))[0]?._id ?? null;
  const flags = (order: Order) => {
    const pending = order.orderStatus === 'pending';
    return { duplicateOf: duplicateOf(order), watchReason: pending ? watchReason(served.watchList, order) : null, stockShort: (pending && served.stockShort.get(order._id)) || null };
  };
  // As the API lists them: with the first item's service (one item of it when `serviceNames` names one).
  const listed = () => served.orders.map((order) => listedOrder(order, serviceNames.get(order._id) ?? null, flags(order)));
  fakeApi.on(api.orders.getAllOrdersByStatus, (request) => {
    // A customer is the whole address in any case: filtered here, the other filters by listPage.
    const { customer, ...filters } = request.query.filters ?? {};
    const rows = customer ? listed().filter((order) => order.email.toLowerCase() === customer.toLowerCase()) : listed();
    return listPage({ ...request, query: { ...request.query, filters } }, rows, { searchIn: ['_id', 'name', 'email', 'phone', 'transactionId'] });
  });
  fakeApi.on(api.orders.getAllOrdersCountByStatus, () => ({
    orders: ORDER_STATUSES.map((status) => ({
      orderStatus: status,
      count: served.orders.filter((order) => order.orderStatus === status).length,
    })),
  }));
  const serviceIds = new Map<string, string>();
  fakeApi.on(api.orders.getOrdersDashboard, () => ordersDashboardOf(served.orders, serviceNames, serviceIds, served.refunds));
  fakeApi.on(api.orders.getSingleOrder, ({ params }) => {
    const order = find(params.id);
    if (!order) return failure(404, 'Order not found');
    return {
      ...makeSingleOrder({ ...order }, serviceNames.get(order._id)),
      deliveries: (served.deliveries.get(order._id) ?? []).map(copyDelivery),
      ...flags(order),
      ...refundsOf(order._id),
    };
  });
  fakeApi.on(api.orders.changeOrderStatus, ({ params }) => changeStatus(params.id, 'completed'));
  fakeApi.on(api.orders.cancelOrder, ({ params }) => changeStatus(params.id, 'cancelled'));
  // By ids only: a test of "all matching" looks at what the page sends.
  fakeApi.on(api.orders.bulkChangeOrderStatus, ({ body }) => {
    if (!body.ids) return failure(400, 'The fake backend takes ids only');
    const result: BulkResult = { done: [], failed: [] };
    for (const id of body.ids) {
      const refused = refusal(id);
      if (refused) result.failed.push({ id, message: refused.message });
      else {
        changeStatus(id, body.orderStatus);
        result.done.push(id);
      }
    }
    return result;
  });
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
    const orderId = Array.from(served.deliveries).find(([, each]) => each === list)?.[0] as string;
    const credential = { service: old.service.name, userId: old.credential.userId };
    happened(orderId, { kind: 'replaced', at: now, by: signedIn(), ...credential, reason: body.reason.trim() });
    happened(orderId, { kind: 'delivered', at: now, service: old.service.name, userId: replacement.credential.userId });
    const to = find(orderId)?.email ?? '';
    happened(orderId, { kind: 'email', at: now, by: signedIn(), emailKind: 'replacement', to, status: 'pending', sentAt: null, error: null });
    return copyDelivery(replacement);
  });
  serveCustomerCare(served, find, happened, listOf, refundsOf);
  serveCustomers(served);
  serveWatchList(served);
  return served;
}

/**
 * The customer-care calls over what serveOrders holds: the timeline (created, then what happened,
 * newest first), notes (author and 10-minute window as the API keeps them), resends (409 unless
 * completed; a corrected address is written on the order) and refunds (409 past what is left; in
 * full, the current deliveries are revoked).
 */
function serveCustomerCare(
  served: ServedOrders,
  find: (id: string) => Order | undefined,
  happened: (orderId: string, event: TimelineEvent) => void,
  listOf: <T>(map: Map<string, T[]>, id: string) => T[],
  refundsOf: (orderId: string) => { refunded: number; refunds: OrderRefund[] },
): void {
  fakeApi.on(api.orders.getOrderTimeline, ({ params }) => {
    const order = find(params.id);
    if (!order) return failure(404, 'Order not found');
    const created: TimelineEvent = { kind: 'created', at: order.createdAt, by: null, storefrontKey: 'Main site' };
    const notes = (served.notes.get(order._id) ?? []).map((note): TimelineEvent => ({ kind: 'note', at: note.createdAt, note: { ...note } }));
    const events = [created, ...(served.events.get(order._id) ?? []), ...notes];
    // Newest first; of one instant, the later-happened first (stable sort of the reversed list).
    return { events: events.reverse().sort((a, b) => b.at.localeCompare(a.at)) };
  });

  fakeApi.on(api.orders.addOrderNote, ({ params, body }) => {
    if (!find(params.id)) return failure(404, 'Order not found');
    const author = signedIn() ?? { _id: fakeId(), name: 'Nobody' };
    const createdAt = new Date().toISOString();
    const note: OrderNote = {
      _id: fakeId(),
      body: body.body.trim(),
      author,
      createdAt,
      editedAt: null,
      editableUntil: new Date(Date.parse(createdAt) + ORDER_NOTE_LIMITS.editableMinutes * 60_000).toISOString(),
    };
    listOf(served.notes, params.id).push(note);
    return { ...note };
  });

  fakeApi.on(api.orders.editOrderNote, ({ params, body }) => {
    const note = Array.from(served.notes.values()).flat().find((each) => each._id === params.id);
    if (!note) return failure(404, 'Note not found');
    if (note.author._id !== signedIn()?._id) return failure(403, 'Only its author may edit a note');
    if (Date.now() > Date.parse(note.editableUntil)) return failure(409, `A note can be edited for ${ORDER_NOTE_LIMITS.editableMinutes} minutes after it is written`);
    Object.assign(note, { body: body.body.trim(), editedAt: new Date().toISOString() });
    return { ...note };
  });

  fakeApi.on(api.orders.resendDelivery, ({ params, body }) => {
    const order = find(params.id);
    if (!order) return failure(404, 'Order not found');
    if (order.orderStatus !== 'completed') return failure(409, `Only a completed order's e-mail can be sent again (this one is ${order.orderStatus})`);
    const current = (served.deliveries.get(order._id) ?? []).filter((d) => d.replacedAt === null && d.revokedAt === null);
    if (current.length === 0) return failure(409, 'Nothing to send: no credential of this order was delivered from stock');
    const at = new Date().toISOString();
    if (body.email !== undefined && body.email !== order.email) {
      happened(order._id, { kind: 'email_changed', at, by: signedIn(), from: order.email, to: body.email });
      order.email = body.email;
    }
    happened(order._id, { kind: 'email', at, by: signedIn(), emailKind: 'resend', to: order.email, status: 'pending', sentAt: null, error: null });
    return { ...order };
  });

  fakeApi.on(api.orders.refundOrder, ({ params, body }) => {
    const order = find(params.id);
    if (!order) return failure(404, 'Order not found');
    if (order.orderStatus !== 'completed') return failure(409, `Only a completed order can be refunded (this one is ${order.orderStatus})`);
    const left = cents(order.total) - cents(refundsOf(order._id).refunded);
    if (left === 0) return failure(409, 'This order was refunded in full already');
    if (cents(body.amount) > left) return failure(409, `At most $${(left / 100).toFixed(2)} is left to refund`, [{ path: 'amount', message: `At most $${(left / 100).toFixed(2)} is left to refund` }]);
    const at = new Date().toISOString();
    const refund: OrderRefund = { _id: fakeId(), amount: body.amount, reason: body.reason, note: body.note?.trim() ?? null, by: signedIn(), createdAt: at };
    listOf(served.refunds, order._id).push(refund);
    happened(order._id, { kind: 'refund', at, by: refund.by, amount: refund.amount, reason: refund.reason, note: refund.note });
    if (cents(body.amount) === left) {
      for (const delivery of served.deliveries.get(order._id) ?? []) {
        if (delivery.replacedAt !== null || delivery.revokedAt !== null) continue;
        delivery.revokedAt = at;
        happened(order._id, { kind: 'revoked', at, service: delivery.service.name, userId: delivery.credential.userId });
      }
    }
    return refundsOf(order._id);
  });
}

/** The customer calls over what serveOrders holds: a customer is every order of one address, any case. */
function serveCustomers(served: ServedOrders): void {
  fakeApi.on(api.orders.getCustomer, ({ query }) => {
    const address = query.email.trim().toLowerCase();
    const orders = served.orders.filter((order) => order.email.toLowerCase() === address).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (orders.length === 0) return failure(404, 'Customer not found');
    const ids = new Set(orders.map((order) => order._id));
    const deliveries = Array.from(served.deliveries).filter(([orderId]) => ids.has(orderId)).flatMap(([, list]) => list);
    const refunds = Array.from(served.refunds).filter(([orderId]) => ids.has(orderId)).flatMap(([, list]) => list);
    const notes = Array.from(served.notes)
      .filter(([orderId]) => ids.has(orderId))
      .flatMap(([orderId, list]) => list.map((note) => ({ ...note, order: orderId })))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      email: orders[0].email,
      name: orders[0].name,
      orders: orders.length,
      firstOrderAt: orders[orders.length - 1].createdAt,
      lastOrderAt: orders[0].createdAt,
      spent: orders.filter((order) => order.orderStatus === 'completed').reduce((sum, order) => sum + cents(order.total), 0) / 100,
      refunded: refunds.reduce((sum, refund) => sum + cents(refund.amount), 0) / 100,
      credentialsDelivered: deliveries.length,
      credentialsReplaced: deliveries.filter((delivery) => delivery.replacedAt !== null).length,
      watchReason: watchReason(served.watchList, { email: orders[0].email, transactionId: null }),
      notes,
    };
  });
  fakeApi.on(api.orders.findCustomers, ({ query }) => {
    const needle = query.search.trim().toLowerCase();
    const newest = [...served.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const seen = new Map<string, Order>();
    for (const order of newest) {
      if (!`${order.name} ${order.email}`.toLowerCase().includes(needle)) continue;
      if (!seen.has(order.email.toLowerCase())) seen.set(order.email.toLowerCase(), order);
    }
    return { customers: Array.from(seen.values()).slice(0, 20).map((order) => ({ email: order.email, name: order.name, lastOrderAt: order.createdAt })) };
  });
}

/** As the API matches: the oldest live entry for the address, its domain or (given) the transaction id's prefix, any case. */
function watchReason(entries: readonly WatchListEntry[], order: Pick<Order, 'email' | 'transactionId'>): string | null {
  const email = order.email.toLowerCase();
  const tx = order.transactionId?.toLowerCase();
  const live = entries.filter((entry) => entry.expiresAt === null || Date.parse(entry.expiresAt) > Date.now());
  const match = live.find(
    (entry) =>
      (entry.kind === 'email' && entry.value === email) ||
      (entry.kind === 'domain' && entry.value === email.split('@')[1]) ||
      (entry.kind === 'transaction_prefix' && tx !== undefined && tx.startsWith(entry.value)),
  );
  return match?.reason ?? null;
}

/** The watch list calls over `served.watchList`: listed newest first, added (409 when there), removed. */
function serveWatchList(served: ServedOrders): void {
  fakeApi.on(api.watchList.getWatchList, (request) =>
    listPage(request, [...served.watchList].reverse(), { searchIn: ['value', 'reason'] }),
  );
  fakeApi.on(api.watchList.addWatchListEntry, ({ body }) => {
    const raw = body.value.trim().toLowerCase();
    const value = body.kind === 'domain' ? raw.replace(/^@/, '') : raw;
    if (served.watchList.some((entry) => entry.kind === body.kind && entry.value === value)) {
      return failure(409, 'This value is on the watch list already', [{ path: 'value', message: 'This value is on the watch list already' }]);
    }
    const entry: WatchListEntry = {
      _id: fakeId(),
      kind: body.kind,
      value,
      reason: body.reason.trim(),
      expiresAt: body.expiresAt ?? null,
      createdBy: signedIn(),
      createdAt: new Date().toISOString(),
    };
    served.watchList.push(entry);
    return { ...entry };
  });
  fakeApi.on(api.watchList.removeWatchListEntry, ({ params }) => {
    const index = served.watchList.findIndex((entry) => entry._id === params.id);
    if (index < 0) return failure(404, 'Watch list entry not found');
    served.watchList.splice(index, 1);
    return withMessage(null, 'Removed from the watch list');
  });
}
