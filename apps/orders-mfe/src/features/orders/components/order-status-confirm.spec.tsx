import { api, type Order } from '@shopdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchCall, startApiServer, type ApiServer, type Handler } from '../../../app/testing/api-server';
import { fakeOrdersBackend, type FakeOrdersBackend } from '../../../app/testing/fake-orders-backend';
import { makeOrder } from '../../../app/testing/order-fixtures';
import { renderOrders } from '../../../app/testing/render-orders';
import { EDIT_ORDER_LABEL } from './order-row-actions';

let server: ApiServer;
let backend: FakeOrdersBackend;
let first: Order;
let second: Order;

async function serve(wrap: (handle: Handler) => Handler = (handle) => handle) {
  first = makeOrder('pending');
  second = makeOrder('pending');
  backend = fakeOrdersBackend([first, second, makeOrder('completed')]);
  server = await startApiServer(wrap(backend.handle));
}
afterEach(() => server.close());

const PENDING_LIST = '/main/orders/orderByStatus?status=pending';

async function rowOf(order: Order) {
  return (await screen.findByText(order.name)).closest('tr') as HTMLElement;
}

/** The row button: edit is what completes an order (spec §2). */
const ROW_BUTTON = { complete: EDIT_ORDER_LABEL, cancel: 'Cancel order' } as const;

async function ask(order: Order, action: keyof typeof ROW_BUTTON) {
  await userEvent.click(within(await rowOf(order)).getByRole('button', { name: ROW_BUTTON[action] }));
  return screen.getByRole('dialog', { name: 'Please confirm' });
}

describe('completing and cancelling a pending order', () => {
  it('asks, completes the order, says so and drops it from the pending list', async () => {
    await serve();
    renderOrders(PENDING_LIST);

    const dialog = await ask(first, 'complete');
    expect(dialog).toHaveTextContent('Mark this order as completed?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    const change = server.requests.find((r) => matchCall(r, api.orders.changeOrderStatus));
    expect(change && matchCall(change, api.orders.changeOrderStatus)).toEqual([first._id]);
    expect(change?.body).toEqual({ orderStatus: 'completed' });
    await waitFor(() => expect(screen.queryByText(first.name)).not.toBeInTheDocument());
    expect(screen.getByText(second.name)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button that opened the modal went with its row: focus goes to the list's heading.
    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toHaveFocus();
  });

  it('asks, cancels the order, says so and drops it from the pending list', async () => {
    await serve();
    renderOrders(PENDING_LIST);

    const dialog = await ask(second, 'cancel');
    expect(dialog).toHaveTextContent('Cancel this order?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    const change = server.requests.find((r) => matchCall(r, api.orders.cancelOrder));
    expect(change && matchCall(change, api.orders.cancelOrder)).toEqual([second._id]);
    await waitFor(() => expect(screen.queryByText(second.name)).not.toBeInTheDocument());
    expect(backend.orders.find((o) => o._id === second._id)?.orderStatus).toBe('cancelled');
    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toHaveFocus();
  });

  it('changes nothing when the employee goes back', async () => {
    await serve();
    renderOrders(PENDING_LIST);

    const dialog = await ask(first, 'cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.some((r) => matchCall(r, api.orders.cancelOrder))).toBe(false);
    expect(screen.getByText(first.name)).toBeInTheDocument();
    expect(within(await rowOf(first)).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  });

  it("shows the server's message on a 409, and the list catches up with the order's real status", async () => {
    await serve();
    renderOrders(PENDING_LIST);
    await rowOf(first);
    // Another employee completes the order while this list still shows it as pending.
    backend.orders[0].orderStatus = 'completed';

    await userEvent.click(within(await ask(first, 'cancel')).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order is not pending (it is completed)')).toBeInTheDocument();
    expect(screen.queryByText('Successfully updated!')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(first.name)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toHaveFocus();
  });

  it("says 'Failed to update order status' when the server gives no message", async () => {
    await serve((handle) => (request) =>
      matchCall(request, api.orders.changeOrderStatus) ? { status: 502 } : handle(request),
    );
    renderOrders(PENDING_LIST);

    await userEvent.click(within(await ask(first, 'complete')).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    expect(screen.getByText(first.name)).toBeInTheDocument();
    expect(within(await rowOf(first)).getByRole('button', { name: EDIT_ORDER_LABEL })).toHaveFocus();
  });

  it('refreshes the dashboard counts after a change', async () => {
    await serve();
    renderOrders('/main/orders/dashboard');
    const countsAsked = () => server.requests.filter((r) => matchCall(r, api.orders.getAllOrdersCountByStatus)).length;

    const pendingCard = await screen.findByRole('link', { name: /Pending/ });
    expect(within(pendingCard).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cancelled/ })).toHaveTextContent(/^Cancelled$/);
    expect(countsAsked()).toBe(1);

    await userEvent.click(pendingCard);
    await userEvent.click(within(await ask(first, 'cancel')).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText('Successfully updated!');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));

    await waitFor(() => expect(countsAsked()).toBe(2));
    await waitFor(() => expect(within(screen.getByRole('link', { name: /Pending/ })).getByText('1')).toBeInTheDocument());
    expect(within(screen.getByRole('link', { name: /Cancelled/ })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
  });

});
