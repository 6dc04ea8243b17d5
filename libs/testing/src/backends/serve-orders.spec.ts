import {
  cancelOrder,
  changeOrderStatus,
  getAllOrdersByStatus,
  getAllOrdersCountByStatus,
  getOrdersDashboard,
  getOrderTimeline,
  getSingleOrder,
  addOrderNote,
  refundOrder,
  replaceDeliveredCredential,
  resendDelivery,
} from '@shopdesk/api-client';
import { setEmployee } from '@shopdesk/session';
import { listedOrder, makeDelivery, makeOrder, testEmployee } from '../fixtures';
import { serveOrders } from './serve-orders';

beforeEach(() => setEmployee(testEmployee()));

describe('serveOrders', () => {
  const pending = makeOrder('pending', { name: 'Layla Mansour' });
  const completed = makeOrder('completed');

  it('lists the orders of a status, searched and paged', async () => {
    serveOrders([pending, makeOrder('pending'), completed]);
    const page = await getAllOrdersByStatus({ search: 'LAYLA', filters: { orderStatus: 'pending' } });
    expect(page).toEqual({ documents: [listedOrder(pending)], totalPages: 1, totalItems: 1 });
  });

  it('counts the orders of every status, zero included', async () => {
    serveOrders([pending, completed, makeOrder('completed')]);
    await expect(getAllOrdersCountByStatus()).resolves.toEqual({
      orders: [
        { orderStatus: 'pending', count: 1 },
        { orderStatus: 'completed', count: 2 },
        { orderStatus: 'cancelled', count: 0 },
      ],
    });
  });

  it('answers one order with the service named for it, and 404 for another id', async () => {
    serveOrders([pending], new Map([[pending._id, 'Falcon VPN']]));
    expect((await getSingleOrder(pending._id)).orderItem?.service.name).toBe('Falcon VPN');
    await expect(getSingleOrder(completed._id)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('completes or cancels a pending order, keeping the change, and refuses another with a 409', async () => {
    const other = makeOrder('pending');
    const served = serveOrders([pending, other, completed]);
    await expect(changeOrderStatus(pending._id)).resolves.toMatchObject({ orderStatus: 'completed' });
    await expect(cancelOrder(other._id)).resolves.toMatchObject({ orderStatus: 'cancelled' });
    expect(served.orders.map((order) => order.orderStatus)).toEqual(['completed', 'cancelled', 'completed']);

    await expect(cancelOrder(completed._id)).rejects.toMatchObject({ status: 409, message: 'Order is not pending (it is completed)' });
  });

  it("answers an order's deliveries, and none for an order without", async () => {
    const delivery = makeDelivery('Falcon VPN');
    serveOrders([completed, pending], new Map([[completed._id, 'Falcon VPN']]), new Map([[completed._id, [delivery]]]));
    expect((await getSingleOrder(completed._id)).deliveries).toEqual([delivery]);
    expect((await getSingleOrder(pending._id)).deliveries).toEqual([]);
  });

  it('replaces a delivered credential: the old one kept as replaced, a new one with its e-mail queued', async () => {
    const old = makeDelivery('Falcon VPN');
    const served = serveOrders([completed], new Map(), new Map([[completed._id, [old]]]));

    const replacement = await replaceDeliveredCredential(old._id, '  Wrong password ');
    expect(replacement).toMatchObject({
      orderItem: old.orderItem,
      service: old.service,
      email: { status: 'pending', sentAt: null },
      replacedAt: null,
      replaceReason: null,
    });
    expect(replacement.credential._id).not.toBe(old.credential._id);

    const [first, second] = (await getSingleOrder(completed._id)).deliveries;
    expect(first).toMatchObject({ _id: old._id, replaceReason: 'Wrong password' });
    expect(first.replacedAt).not.toBeNull();
    expect(second).toEqual(replacement);
    expect(served.deliveries.get(completed._id)).toHaveLength(2);
    expect(old.replacedAt).toBeNull();
  });

  it('refuses to replace a delivery twice (409) or one it does not know (404)', async () => {
    const old = makeDelivery('Falcon VPN');
    serveOrders([completed], new Map(), new Map([[completed._id, [old]]]));
    await replaceDeliveredCredential(old._id, 'Wrong password');

    await expect(replaceDeliveredCredential(old._id, 'Again')).rejects.toMatchObject({
      status: 409,
      message: 'This credential was already replaced',
    });
    await expect(replaceDeliveredCredential(pending._id, 'Unknown')).rejects.toMatchObject({ status: 404 });
  });

  it('answers the dashboard from the orders: today, the top services of the month, the oldest pending', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000).toISOString();
    const oldest = makeOrder('pending', { name: 'Waiting Longest', createdAt: at(2) });
    const sold = makeOrder('completed', { total: 12.5, createdAt: now.toISOString() });
    const soldToo = makeOrder('completed', { total: 7.25, createdAt: now.toISOString() });
    serveOrders([makeOrder('pending', { createdAt: at(1) }), oldest, sold, soldToo], new Map([[sold._id, 'Falcon VPN'], [soldToo._id, 'Card $5']]));

    const dashboard = await getOrdersDashboard();
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)).toEqual({ day: today, orders: 2, revenue: 19.75, refunds: 0 });
    expect(dashboard.topServices.map(({ service, revenue, units }) => [service.name, revenue, units])).toEqual([
      ['Falcon VPN', 12.5, 1],
      ['Card $5', 7.25, 1],
    ]);
    expect(dashboard.oldestPending).toEqual({ _id: oldest._id, name: 'Waiting Longest', createdAt: oldest.createdAt });
  });

  it('answers no oldest pending order when none is pending', async () => {
    serveOrders([completed]);
    expect((await getOrdersDashboard()).oldestPending).toBeNull();
  });

  it('leaves the orders it was given as they were', async () => {
    serveOrders([pending]);
    await changeOrderStatus(pending._id);
    expect(pending.orderStatus).toBe('pending');
  });

  it('refunds up to the total, revokes the credentials of a refund in full, and takes refunds off the day\'s revenue', async () => {
    const sold = makeOrder('completed', { total: 10, createdAt: new Date().toISOString() });
    const served = serveOrders([sold], new Map(), new Map([[sold._id, [makeDelivery('Falcon VPN')]]]));
    await expect(refundOrder(sold._id, { amount: 4, reason: 'not_working' })).resolves.toMatchObject({ refunded: 4 });
    await expect(refundOrder(sold._id, { amount: 6.01, reason: 'fraud' })).rejects.toMatchObject({ status: 409, message: 'At most $6.00 is left to refund' });
    await refundOrder(sold._id, { amount: 6, reason: 'fraud' });
    expect(served.deliveries.get(sold._id)?.[0].revokedAt).toEqual(expect.any(String));
    expect((await getOrdersDashboard()).days.at(-1)).toMatchObject({ revenue: 0, refunds: 10 });
    expect((await getSingleOrder(sold._id)).refunded).toBe(10);
  });

  it("tells the order's timeline: notes, resends to a corrected address, refunds, newest first", async () => {
    const sold = makeOrder('completed', { total: 10, email: 'a@exmaple.com' });
    serveOrders([sold], new Map(), new Map([[sold._id, [makeDelivery('Falcon VPN')]]]));
    await addOrderNote(sold._id, 'Called');
    await resendDelivery(sold._id, 'a@example.com');
    expect((await getSingleOrder(sold._id)).order.email).toBe('a@example.com');
    const kinds = (await getOrderTimeline(sold._id)).events.map((event) => event.kind);
    expect(kinds).toContain('note');
    expect(kinds.slice(-1)).toEqual(['created']);
    expect(kinds).toEqual(expect.arrayContaining(['email_changed', 'email']));
  });
});
