import { api } from '@shopdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, matchCall, startApiServer, type ApiServer } from '../../../app/testing/api-server';
import { fakeOrdersBackend, type FakeOrdersBackend } from '../../../app/testing/fake-orders-backend';
import { portraitScreen } from '../../../app/testing/match-media';
import { makeOrder } from '../../../app/testing/order-fixtures';
import { renderOrders } from '../../../app/testing/render-orders';
import { EDIT_ORDER_LABEL } from './order-row-actions';

let server: ApiServer;
let backend: FakeOrdersBackend;
async function serve(orders = [makeOrder('pending'), makeOrder('completed')]) {
  backend = fakeOrdersBackend(orders);
  server = await startApiServer(backend.handle);
}
afterEach(() => server.close());

const listUrl = (status: string) => `/main/orders/orderByStatus?status=${status}`;
const listRequests = () => server.requests.filter((r) => matchCall(r, api.orders.getAllOrdersByStatus));

describe('order list', () => {
  it('shows the orders of the URL status with the spec columns', async () => {
    const order = makeOrder('pending', { total: 7.5, transactionId: null, paymentMethod: null });
    await serve([order, makeOrder('completed')]);
    renderOrders(listUrl('pending'));

    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pending Orders' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Order ID', 'Name', 'Email', 'Total', 'TransactionId', 'Payment Method', 'Order Status', 'Actions']);

    const row = (await within(table).findByText(order.name)).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 7)).toEqual([`${order._id.slice(0, 10)}...`, order.name, order.email, '$7.50', 'N/A', 'N/A', 'Pending']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 entries')).toBeInTheDocument();
  });

  it('cuts a transaction id to 10 characters followed by an ellipsis, a short one too', async () => {
    await serve([makeOrder('completed', { transactionId: 'TXN-9876543210ABC' }), makeOrder('completed', { transactionId: 'TX-1' })]);
    renderOrders(listUrl('completed'));
    expect(await screen.findByText('TXN-987654...')).toBeInTheDocument();
    expect(screen.getByText('TX-1...')).toHaveAttribute('title', 'TX-1');
  });

  it('asks for the URL status only, and has no create button and no Active/Archived filter', async () => {
    await serve();
    renderOrders(listUrl('completed'));
    await screen.findByText('Completed', { selector: 'td span' });

    expect(listRequests()[0].query.get('filters')).toBe('{"orderStatus":"completed"}');
    expect(listRequests()[0].query.get('currentPage')).toBe('1');
    expect(listRequests()[0].query.get('limit')).toBe('20');
    expect(screen.queryByRole('combobox', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create New/ })).not.toBeInTheDocument();
  });

  it('searches, keeping the status', async () => {
    const wanted = makeOrder('pending', { name: 'Layla Mansour' });
    await serve([makeOrder('pending'), wanted]);
    const { location } = renderOrders(listUrl('pending'));
    await screen.findByText(wanted.name);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'layla');
    await waitFor(() => expect(listRequests().at(-1)?.query.get('search')).toBe('layla'));
    expect(listRequests().at(-1)?.query.get('filters')).toBe('{"orderStatus":"pending"}');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending&search=layla');
  });

  it('has a back arrow to the orders dashboard', async () => {
    await serve();
    const { location } = renderOrders(listUrl('pending'));
    await screen.findByText('Pending', { selector: 'td span' });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(location()).toBe('/main/orders/dashboard');
    expect(await screen.findByRole('link', { name: /Pending/ })).toBeInTheDocument();
  });

  it('offers view, edit (mark as completed) and cancel on a pending order', async () => {
    await serve([makeOrder('pending')]);
    renderOrders(listUrl('pending'));
    const row = (await screen.findByText('Pending', { selector: 'td span' })).closest('tr') as HTMLElement;
    const actions = within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(actions).toEqual(['View', EDIT_ORDER_LABEL, 'Cancel order']);
    expect(within(row).getByRole('button', { name: /^Edit/ })).toHaveAttribute('title', EDIT_ORDER_LABEL);
  });

  it.each(['completed', 'cancelled'] as const)('offers only view on a %s order', async (status) => {
    await serve([makeOrder(status)]);
    renderOrders(listUrl(status));
    const row = (await screen.findByText(/^(Completed|Cancelled)$/, { selector: 'td span' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View']);
  });

  it('hides the row actions on a portrait screen until the three-dots toggle is used', async () => {
    const screenSize = portraitScreen();
    try {
      await serve([makeOrder('pending')]);
      renderOrders(listUrl('pending'));
      const row = (await screen.findByText('Pending', { selector: 'td span' })).closest('tr') as HTMLElement;
      expect(within(row).queryByRole('button', { name: EDIT_ORDER_LABEL })).not.toBeInTheDocument();

      await userEvent.click(within(row).getByRole('button', { name: 'Show actions' }));
      expect(within(row).getByRole('button', { name: EDIT_ORDER_LABEL })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    } finally {
      screenSize.restore();
    }
  });
});

describe('order list paging', () => {
  const pendingOrders = (count: number) => Array.from({ length: count }, () => makeOrder('pending'));

  it('keeps the previous page on screen, busy and dimmed, while the next one loads', async () => {
    const orders = pendingOrders(25);
    backend = fakeOrdersBackend(orders);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server = await startApiServer(async (request) => {
      if (request.query.get('currentPage') === '2') await held;
      return backend.handle(request);
    });
    renderOrders(listUrl('pending'));
    await screen.findByText(orders[0].name);
    const table = screen.getByRole('table', { name: 'Pending Orders' });
    expect(table).not.toHaveAttribute('aria-busy');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getByText(orders[0].name)).toBeInTheDocument();
    expect(table).toHaveStyle({ opacity: '0.6' });

    release();
    expect(await within(table).findByText(orders[20].name)).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
    expect(table).toHaveStyle({ opacity: '1' });
  });

  it('moves to the last page when the URL asks for one past it', async () => {
    const orders = pendingOrders(21);
    await serve(orders);
    const { location } = renderOrders(`${listUrl('pending')}&page=99`);
    expect(await screen.findByText(orders[20].name)).toBeInTheDocument();
    expect(location()).toBe(`${listUrl('pending')}&page=2`);
    expect(screen.getByText('Showing 21 to 21 of 21 entries')).toBeInTheDocument();
  });

  it('moves to the previous page when the last row of the last page is completed', async () => {
    const orders = pendingOrders(21);
    await serve(orders);
    const { location } = renderOrders(`${listUrl('pending')}&page=2`);
    const row = (await screen.findByText(orders[20].name)).closest('tr') as HTMLElement;

    await userEvent.click(within(row).getByRole('button', { name: EDIT_ORDER_LABEL }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText(orders[19].name)).toBeInTheDocument();
    expect(location()).toBe(listUrl('pending'));
    expect(screen.getByText('Showing 20 entries')).toBeInTheDocument();
  });
});

describe('order list failures', () => {
  it("shows the server's message with a Retry that loads the list", async () => {
    const order = makeOrder('pending');
    backend = fakeOrdersBackend([order]);
    let fail = true;
    server = await startApiServer((request) =>
      fail && matchCall(request, api.orders.getAllOrdersByStatus) ? failure(429, 'Too many requests, try again in a minute') : backend.handle(request),
    );
    renderOrders(listUrl('pending'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(order.name)).toBeInTheDocument();
  });
});
