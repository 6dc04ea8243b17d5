import { emitLiveOrderEvent } from '@shopdesk/api-client/testing';
import { api, type Order } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders, type ServedOrders } from '@shopdesk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const PENDING_LIST = '/main/orders/orderByStatus?status=pending';
const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });

let served: ServedOrders;
let waiting: Order;
beforeEach(() => {
  waiting = makeOrder('pending');
  served = serveOrders([waiting, makeOrder('completed')]);
});

/** A storefront order arriving: the API has it, then the stream tells. */
function arrive(order = makeOrder('pending')) {
  served.orders.unshift(order);
  act(() => emitLiveOrderEvent({ kind: 'changes', changes: [{ orderId: order._id, from: null, to: 'pending' }], more: false }));
  return order;
}

const table = () => screen.getByRole('table', { name: 'Pending Orders' });
const rowOf = (order: Order) => within(table()).queryByText(order.name)?.closest('tr') ?? null;

describe('a live order list', () => {
  it('slides a new order in at the top of an untouched list, lit, without a notice', async () => {
    renderAt(PENDING_LIST);
    await screen.findByText(waiting.name);
    const order = arrive();
    await waitFor(() => expect(rowOf(order)).toHaveAttribute('data-fresh', 'true'));
    expect(screen.queryByText(/new order/)).not.toBeInTheDocument();
  });

  it('announces new orders while the employee searches, and shows them on a click', async () => {
    const { user } = renderAt(`${PENDING_LIST}&search=Customer`);
    await screen.findByText(waiting.name);
    const listsRead = fakeApi.callsTo(api.orders.getAllOrdersByStatus).length;
    const first = arrive();
    const second = arrive();
    const notice = await screen.findByText('2 new orders');
    // Nothing moved under the cursor: the list was not read again.
    expect(fakeApi.callsTo(api.orders.getAllOrdersByStatus)).toHaveLength(listsRead);
    expect(rowOf(first)).toBeNull();

    await user.click(within(notice.closest('div') as HTMLElement).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rowOf(second)).toHaveAttribute('data-fresh', 'true'));
    expect(rowOf(first)).toHaveAttribute('data-fresh', 'true');
    expect(screen.queryByText(/new orders?$/)).not.toBeInTheDocument();
  });

  it('takes away an order a colleague completed, and forgets an unseen one completed before it was shown', async () => {
    renderAt(`${PENDING_LIST}&search=Customer`);
    await screen.findByText(waiting.name);
    const unseen = arrive();
    await screen.findByText('1 new order');

    for (const order of served.orders) if (order._id === waiting._id || order._id === unseen._id) order.orderStatus = 'completed';
    act(() =>
      emitLiveOrderEvent({
        kind: 'changes',
        changes: [waiting, unseen].map((order) => ({ orderId: order._id, from: 'pending' as const, to: 'completed' as const })),
        more: false,
      }),
    );
    await waitFor(() => expect(rowOf(waiting)).toBeNull());
    expect(screen.queryByText(/new order/)).not.toBeInTheDocument();
  });

  it('shows a colleague\'s completion in place in the list of every status, where the order stays', async () => {
    renderAt('/main/orders/orderByStatus?status=all&search=Customer');
    const all = await screen.findByRole('table', { name: 'All Orders' });
    const row = () => within(all).getByText(waiting.name).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row()).getByText('Pending')).toBeInTheDocument());

    for (const order of served.orders) if (order._id === waiting._id) order.orderStatus = 'completed';
    act(() => emitLiveOrderEvent({ kind: 'changes', changes: [{ orderId: waiting._id, from: 'pending', to: 'completed' }], more: false }));
    await waitFor(() => expect(within(row()).getByText('Completed')).toBeInTheDocument());
    expect(screen.queryByText(/new order/)).not.toBeInTheDocument();
  });

  it('says orders have changed when it cannot tell which (a bulk change, a missed stretch) and the list is in use', async () => {
    renderAt(`${PENDING_LIST}&page=1&sort=createdAt`);
    await screen.findByText(waiting.name);
    act(() => emitLiveOrderEvent({ kind: 'resync' }));
    expect(await screen.findByText('Orders have changed')).toBeInTheDocument();
  });

  describe('in another order than newest first', () => {
    const now = () => makeOrder('pending', { createdAt: new Date().toISOString() });
    beforeEach(() => {
      // 25 waiting orders: the oldest first list has two pages.
      served = serveOrders(Array.from({ length: 25 }, (_, n) => makeOrder('pending', { createdAt: new Date(Date.UTC(2026, 0, 1, n)).toISOString() })));
    });

    it('takes the employee to the last page oldest first, where the new orders are, lit', async () => {
      const { user, location } = renderAt(`${PENDING_LIST}&sort=createdAt`);
      await screen.findByText(served.orders[0].name);
      const order = arrive(now());
      await user.click(within((await screen.findByText('1 new order')).closest('div') as HTMLElement).getByRole('button', { name: 'Show' }));
      await waitFor(() => expect(location()).toBe(`${PENDING_LIST}&sort=createdAt&page=2`));
      await waitFor(() => expect(rowOf(order)).toHaveAttribute('data-fresh', 'true'));
    });

    it('shows them newest first when the list is in an order they could be anywhere in, without changing the remembered one', async () => {
      const { user, location } = renderAt(`${PENDING_LIST}&sort=-total&page=2`);
      await screen.findAllByRole('button', { name: 'View' });
      const order = arrive(now());
      await user.click(within((await screen.findByText('1 new order')).closest('div') as HTMLElement).getByRole('button', { name: 'Show' }));
      await waitFor(() => expect(location()).toBe(`${PENDING_LIST}&sort=-createdAt`));
      await waitFor(() => expect(rowOf(order)).toHaveAttribute('data-fresh', 'true'));
      expect(fakeApi.callsTo(api.preferences.updateMyPreferences)).toHaveLength(0);
    });
  });
});
