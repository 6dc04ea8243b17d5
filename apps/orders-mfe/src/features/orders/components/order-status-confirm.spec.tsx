import { formatDollars } from '@shopdesk/ui-kit';
import { api, type Order } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders, type ServedOrders } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';
import { COMPLETE_ORDER_LABEL } from './order-row-actions';

let served: ServedOrders;
let first: Order;
let second: Order;
beforeEach(() => {
  first = makeOrder('pending');
  second = makeOrder('pending');
  served = serveOrders([first, second, makeOrder('completed')]);
});

const PENDING_LIST = '/main/orders/orderByStatus?status=pending';
const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });

async function rowOf(order: Order) {
  return (await screen.findByText(order.name)).closest('tr') as HTMLElement;
}

/** The row button: edit is what completes an order, named for what it does. */
const ROW_BUTTON = { complete: COMPLETE_ORDER_LABEL, cancel: 'Cancel order' } as const;

async function ask(user: ReturnType<typeof renderAt>['user'], order: Order, action: keyof typeof ROW_BUTTON) {
  await user.click(within(await rowOf(order)).getByRole('button', { name: ROW_BUTTON[action] }));
  return screen.getByRole('dialog', { name: 'Please confirm' });
}

/** The order the confirm modal names, as label and value. */
const namedOrder = (dialog: HTMLElement) =>
  Object.fromEntries(within(dialog).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('completing and cancelling a pending order', () => {
  it('asks, completes the order, says so and drops it from the pending list', async () => {
    const { user } = renderAt(PENDING_LIST);

    const dialog = await ask(user, first, 'complete');
    expect(dialog).toHaveTextContent('Mark this order as completed?');
    expect(namedOrder(dialog)).toEqual({ Name: first.name, Total: formatDollars(first.total) });
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    const change = fakeApi.lastCall(api.orders.changeOrderStatus);
    expect(change?.params.id).toBe(first._id);
    expect(change?.body).toEqual({ orderStatus: 'completed' });
    await waitFor(() => expect(screen.queryByText(first.name)).not.toBeInTheDocument());
    expect(screen.getByText(second.name)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button that opened the modal went with its row: the next row's is ready for the next order.
    expect(within(await rowOf(second)).getByRole('button', { name: 'Complete order' })).toHaveFocus();
  });

  it('asks, cancels the order, says so and drops it from the pending list', async () => {
    const { user } = renderAt(PENDING_LIST);

    const dialog = await ask(user, second, 'cancel');
    expect(dialog).toHaveTextContent('Cancel this order?');
    expect(namedOrder(dialog)).toEqual({ Name: second.name, Total: formatDollars(second.total) });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.cancelOrder)?.params.id).toBe(second._id);
    await waitFor(() => expect(screen.queryByText(second.name)).not.toBeInTheDocument());
    expect(served.orders.find((o) => o._id === second._id)?.orderStatus).toBe('cancelled');
    // The last row: the one before it is the one left to work.
    expect(within(await rowOf(first)).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  });

  it('changes nothing when the employee goes back', async () => {
    const { user } = renderAt(PENDING_LIST);

    const dialog = await ask(user, first, 'cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.cancelOrder)).toEqual([]);
    expect(screen.getByText(first.name)).toBeInTheDocument();
    expect(within(await rowOf(first)).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  });

  it("shows the server's message on a 409, and the list catches up with the order's real status", async () => {
    const { user } = renderAt(PENDING_LIST);
    await rowOf(first);
    // Another employee completes the order while this list still shows it as pending.
    served.orders[0].orderStatus = 'completed';

    await user.click(within(await ask(user, first, 'cancel')).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order is not pending (it is completed)')).toBeInTheDocument();
    expect(screen.queryByText('Successfully updated!')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(first.name)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toHaveFocus();
  });

  it("shows the API's message when the stock is out, and the order stays pending in the list", async () => {
    fakeApi.fail(api.orders.changeOrderStatus, 409, 'Not enough credentials in stock for Falcon VPN: 1 needed, 0 available');
    const { user } = renderAt(PENDING_LIST);
    const listsRead = () => fakeApi.callsTo(api.orders.getAllOrdersByStatus).length;
    await rowOf(first);
    const readBefore = listsRead();

    await user.click(within(await ask(user, first, 'complete')).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Not enough credentials in stock for Falcon VPN: 1 needed, 0 available')).toBeInTheDocument();
    expect(screen.queryByText('Successfully updated!')).not.toBeInTheDocument();
    expect(fakeApi.lastCall(api.orders.changeOrderStatus)?.params.id).toBe(first._id);
    // The list is read again after the refusal, and the order is still there, pending.
    await waitFor(() => expect(listsRead()).toBeGreaterThan(readBefore));
    expect(await rowOf(first)).toBeInTheDocument();
    expect(served.orders[0].orderStatus).toBe('pending');
  });

  it("says 'Failed to update order status' when the server gives no message", async () => {
    fakeApi.fail(api.orders.changeOrderStatus, 502);
    const { user } = renderAt(PENDING_LIST);

    await user.click(within(await ask(user, first, 'complete')).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    expect(screen.getByText(first.name)).toBeInTheDocument();
    expect(within(await rowOf(first)).getByRole('button', { name: COMPLETE_ORDER_LABEL })).toHaveFocus();
  });

  it('refreshes the dashboard counts after a change', async () => {
    const { user } = renderAt('/main/orders/dashboard');
    const countsAsked = () => fakeApi.callsTo(api.orders.getAllOrdersCountByStatus).length;

    const pendingCard = await screen.findByRole('link', { name: /Pending/ });
    expect(within(pendingCard).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cancelled/ })).toHaveTextContent(/^Cancelled$/);
    expect(countsAsked()).toBe(1);

    await user.click(pendingCard);
    const dialog = await ask(user, first, 'cancel');
    // The list's status tabs read the counts too: what matters is a new read after the change.
    const askedBeforeChange = countsAsked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText('Successfully updated!');
    await user.click(screen.getByRole('link', { name: 'Back' }));

    await waitFor(() => expect(countsAsked()).toBeGreaterThan(askedBeforeChange));
    await waitFor(() => expect(within(screen.getByRole('link', { name: /Pending/ })).getByText('1')).toBeInTheDocument());
    expect(within(screen.getByRole('link', { name: /Cancelled/ })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
  });
});
