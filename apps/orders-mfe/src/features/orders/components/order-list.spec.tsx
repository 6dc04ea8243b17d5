import { api, LIST_LIMITS } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders, type RenderSectionOptions } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';
import { dateOnly, exactDateTime } from '../../../lib/created-at';
import { COMPLETE_ORDER_LABEL } from './order-row-actions';

const listUrl = (status: string) => `/main/orders/orderByStatus?status=${status}`;
const renderAt = (at: string, options: Partial<RenderSectionOptions> = {}) =>
  renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath, ...options });
const lastListQuery = () => fakeApi.lastCall(api.orders.getAllOrdersByStatus)?.query;

describe('order list', () => {
  it('shows the orders of the URL status with the spec columns', async () => {
    const order = makeOrder('pending', { total: 7.5, transactionId: null, paymentMethod: null });
    serveOrders([order, makeOrder('completed')], new Map([[order._id, 'Falcon VPN']]));
    renderAt(listUrl('pending'));

    expect(screen.getByRole('heading', { name: 'Pending Orders' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pending Orders' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    // No Order Status inside a status tab: it would say the tab's name on every row.
    expect(headers).toEqual(['', 'Order ID', 'Name', 'Email', 'Total', 'TransactionId', 'Payment Method', 'Service', 'Created', 'Actions']);

    const row = (await within(table).findByText(order.name)).closest('tr') as HTMLElement;
    const cells = Array.from(row.querySelectorAll('td[data-field]'), (td) => td.textContent);
    // The name cell also holds the service, for a phone's screen that has no Service column.
    expect(cells.slice(0, 7)).toEqual([`${order._id.slice(0, 10)}...`, `${order.name}Falcon VPN`, order.email, '$7.50', 'N/A', 'N/A', 'Falcon VPN']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Showing 1 entries')).toBeInTheDocument();
  });

  it('shows how long ago a pending order came in, and the date of a done one, the exact time as tooltip', async () => {
    const createdAt = new Date(Date.now() - 12.5 * 60_000).toISOString();
    const done = makeOrder('completed', { createdAt: '2026-01-01T10:00:00.000Z' });
    serveOrders([makeOrder('pending', { createdAt }), done]);
    const { user } = renderAt(listUrl('pending'));

    // In full on a wide screen (a phone's short '12m' beside it, shown there instead).
    const age = (await screen.findByText('12 min ago')).closest('time') as HTMLElement;
    expect(age).toHaveTextContent('12 min ago12m');
    expect(age).toHaveAttribute('dateTime', createdAt);
    expect(age).toHaveAttribute('title', exactDateTime(createdAt));

    await user.click(screen.getByRole('tab', { name: /^Completed/ }));
    const date = await screen.findByText(dateOnly(done.createdAt));
    expect(date).toHaveAttribute('title', exactDateTime(done.createdAt));
  });

  it('cuts a transaction id to 10 characters followed by an ellipsis, a short one too', async () => {
    serveOrders([makeOrder('completed', { transactionId: 'TXN-9876543210ABC' }), makeOrder('completed', { transactionId: 'TX-1' })]);
    renderAt(listUrl('completed'));
    expect(await screen.findByText('TXN-987654...')).toBeInTheDocument();
    expect(screen.getByText('TX-1...')).toHaveAttribute('title', 'TX-1');
  });

  it('asks for the URL status only, and has no create button and no Active/Archived filter', async () => {
    serveOrders([makeOrder('pending'), makeOrder('completed')]);
    renderAt(listUrl('completed'));
    await screen.findAllByRole('button', { name: 'View' });

    expect(fakeApi.pagesOf(api.orders.getAllOrdersByStatus)[0].query).toEqual({
      currentPage: 1,
      limit: LIST_LIMITS.limit,
      filters: { orderStatus: 'completed' },
    });
    expect(screen.queryByRole('combobox', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create New/ })).not.toBeInTheDocument();
  });

  it('searches, keeping the status', async () => {
    const wanted = makeOrder('pending', { name: 'Layla Mansour' });
    serveOrders([makeOrder('pending'), wanted]);
    const { user, location } = renderAt(listUrl('pending'));
    await screen.findByText(wanted.name);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'layla');
    await waitFor(() => expect(lastListQuery()?.search).toBe('layla'));
    expect(lastListQuery()?.filters).toEqual({ orderStatus: 'pending' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending&search=layla');
  });

  it('has a back arrow to the orders dashboard', async () => {
    const order = makeOrder('pending');
    serveOrders([order]);
    const { user, location } = renderAt(listUrl('pending'));
    await screen.findByText(order.name);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(location()).toBe('/main/orders/dashboard');
    expect(await screen.findByRole('link', { name: /Pending/ })).toBeInTheDocument();
  });

  it('offers view, complete and cancel on a pending order', async () => {
    const order = makeOrder('pending');
    serveOrders([order]);
    renderAt(listUrl('pending'));
    const row = (await screen.findByText(order.name)).closest('tr') as HTMLElement;
    const actions = within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(actions).toEqual(['View', COMPLETE_ORDER_LABEL, 'Cancel order']);
    expect(within(row).getByRole('button', { name: COMPLETE_ORDER_LABEL })).toHaveAttribute('title', COMPLETE_ORDER_LABEL);
  });

  it.each(['completed', 'cancelled'] as const)('offers only view on a %s order', async (status) => {
    const order = makeOrder(status);
    serveOrders([order]);
    renderAt(listUrl(status));
    const row = (await screen.findByText(order.name)).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['View']);
  });

  it('hides the row actions on a portrait screen until the three-dots toggle is used', async () => {
    const order = makeOrder('pending');
    serveOrders([order]);
    const { user } = renderAt(listUrl('pending'), { screen: 'narrow' });
    const row = (await screen.findByText(order.name)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: COMPLETE_ORDER_LABEL })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Show actions' }));
    expect(within(row).getByRole('button', { name: COMPLETE_ORDER_LABEL })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });
});

describe('order list paging', () => {
  const pendingOrders = (count: number) => Array.from({ length: count }, () => makeOrder('pending'));

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    const orders = pendingOrders(25);
    serveOrders(orders);
    const secondPage = fakeApi.hold(api.orders.getAllOrdersByStatus, ({ query }) => query.currentPage === 2);
    const { user } = renderAt(listUrl('pending'));
    await screen.findByText(orders[0].name);
    const table = screen.getByRole('table', { name: 'Pending Orders' });
    expect(table).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getByText(orders[0].name)).toBeInTheDocument();

    secondPage.release();
    expect(await within(table).findByText(orders[20].name)).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('moves to the last page when the URL asks for one past it', async () => {
    const orders = pendingOrders(21);
    serveOrders(orders);
    const { location } = renderAt(`${listUrl('pending')}&page=99`);
    expect(await screen.findByText(orders[20].name)).toBeInTheDocument();
    expect(location()).toBe(`${listUrl('pending')}&page=2`);
    expect(screen.getByText('Showing 21 to 21 of 21 entries')).toBeInTheDocument();
  });

  it('moves to the previous page when the last row of the last page is completed', async () => {
    const orders = pendingOrders(21);
    serveOrders(orders);
    const { user, location } = renderAt(`${listUrl('pending')}&page=2`);
    const row = (await screen.findByText(orders[20].name)).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: COMPLETE_ORDER_LABEL }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText(orders[19].name)).toBeInTheDocument();
    expect(location()).toBe(listUrl('pending'));
    expect(screen.getByText('Showing 20 entries')).toBeInTheDocument();
  });
});

describe('order list failures', () => {
  it("shows the server's message with a Retry that loads the list", async () => {
    const order = makeOrder('pending');
    serveOrders([order]);
    fakeApi.fail(api.orders.getAllOrdersByStatus, 429, 'Too many requests, try again in a minute');
    const { user } = renderAt(listUrl('pending'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
    serveOrders([order]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(order.name)).toBeInTheDocument();
  });
});
