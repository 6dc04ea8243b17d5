import { api } from '@shopdesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, matchCall, startApiServer, type ApiServer } from '../../../app/testing/api-server';
import { fakeOrdersBackend } from '../../../app/testing/fake-orders-backend';
import { makeOrder } from '../../../app/testing/order-fixtures';
import { renderOrders } from '../../../app/testing/render-orders';

let server: ApiServer;
afterEach(() => server.close());

async function openView(status: 'pending' | 'completed') {
  const row = (await screen.findByText(status === 'pending' ? 'Pending' : 'Completed', { selector: 'td span' })).closest(
    'tr',
  ) as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'View' }));
  return screen.getByRole('dialog', { name: 'View Order' });
}

const detailsOf = (dialog: HTMLElement) =>
  Object.fromEntries(within(dialog).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('order view modal', () => {
  it("shows the order's fields, with its service and the total in dollars", async () => {
    const order = makeOrder('completed', { total: 19.9, phone: '+966 55 123 4567', transactionId: 'TXN-ABCDEFGHIJKLMN' });
    const backend = fakeOrdersBackend([order], new Map([[order._id, 'Falcon VPN']]));
    server = await startApiServer(backend.handle);
    renderOrders('/main/orders/orderByStatus?status=completed');

    const dialog = await openView('completed');
    expect(await within(dialog).findByText('Falcon VPN')).toBeInTheDocument();
    expect(detailsOf(dialog)).toEqual({
      'Order ID': order._id,
      Service: 'Falcon VPN',
      Name: order.name,
      Email: order.email,
      Phone: '+966 55 123 4567',
      Total: '$19.90',
      TransactionId: 'TXN-ABCDEFGHIJKLMN',
      'Payment Method': 'card',
      'Order Status': 'Completed',
    });
  });

  it('reads N/A for what the order lacks', async () => {
    const order = makeOrder('pending', { phone: null, transactionId: null, paymentMethod: null });
    server = await startApiServer(fakeOrdersBackend([order]).handle);
    renderOrders('/main/orders/orderByStatus?status=pending');

    const dialog = await openView('pending');
    await within(dialog).findByText(order.email);
    const details = detailsOf(dialog);
    expect([details['Service'], details['Phone'], details['TransactionId'], details['Payment Method']]).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
  });

  it('shows a loader while the order loads, and closes', async () => {
    const order = makeOrder('pending');
    const backend = fakeOrdersBackend([order]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server = await startApiServer(async (request) => {
      if (matchCall(request, api.orders.getSingleOrder)) await gate;
      return backend.handle(request);
    });
    renderOrders('/main/orders/orderByStatus?status=pending');

    const dialog = await openView('pending');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the order');
    release();
    expect(await within(dialog).findByText(order.email)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says when the order cannot load, with the server's message", async () => {
    const order = makeOrder('pending');
    const backend = fakeOrdersBackend([order]);
    server = await startApiServer((request) =>
      matchCall(request, api.orders.getSingleOrder) ? failure(404, 'Order not found') : backend.handle(request),
    );
    renderOrders('/main/orders/orderByStatus?status=pending');

    const dialog = await openView('pending');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order not found');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
