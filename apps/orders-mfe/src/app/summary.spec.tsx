import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import {
  fakeApi,
  makeDashboardDays,
  makeDashboardService,
  makeOrder,
  makeOrdersDashboard,
  renderSection,
  serveOrders,
} from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { plots, uplotLoads } from '../features/dashboard/testing/fake-uplot';
import { exactDateTime } from '../lib/created-at';
import OrdersRoutes from './routes';
import OrdersSummary from './summary';

jest.mock('uplot', () => jest.requireActual('../features/dashboard/testing/fake-uplot').loadFakeUplot());

/**
 * The summary where the shell shows it, /main/dashboard, beside the section where the shell
 * mounts it: a page of two routes, mounted at the root.
 */
const renderOnShellDashboard = () =>
  renderSection(
    <Routes>
      <Route path="/main/dashboard" element={<OrdersSummary />} />
      <Route path={`${SECTIONS.orders.mountPath}/*`} element={<OrdersRoutes />} />
    </Routes>,
    { at: '/main/dashboard', mountPath: '' },
  );

const panel = (name: string) => screen.findByRole('region', { name });
const HOUR = 60 * 60 * 1000;

// First in the file: jest keeps a module once loaded for the whole file, and later tests draw the chart.
describe("the chart's code", () => {
  it('is not loaded with the summary (no static import), only when the chart is about to draw', async () => {
    expect(uplotLoads()).toBe(0);
    serveOrders([]);
    fakeApi.on(api.orders.getOrdersDashboard, makeOrdersDashboard());
    renderOnShellDashboard();

    expect(await within(await panel('Orders and revenue, last 30 days')).findByRole('img')).toBeInTheDocument();
    expect(uplotLoads()).toBe(1);
    // jsdom lays nothing out, so the chart waits for a width and uPlot draws nothing here.
    expect(plots).toHaveLength(0);
  });
});

describe('the Orders summary', () => {
  it('shows the count cards of the orders dashboard', async () => {
    serveOrders([makeOrder('pending'), makeOrder('cancelled'), makeOrder('cancelled')]);
    renderOnShellDashboard();

    expect(await screen.findByRole('link', { name: /Pending/ })).toHaveTextContent('Pending1 order');
    expect(screen.getByRole('link', { name: /Completed/ })).toHaveTextContent(/^Completed$/);
    expect(within(screen.getByRole('link', { name: /Cancelled/ })).getByText('2')).toBeInTheDocument();
  });

  it("leads from outside the section to each status's list", async () => {
    serveOrders([makeOrder('completed')]);
    const { user } = renderOnShellDashboard();

    const completed = await screen.findByRole('link', { name: /Completed/ });
    expect(completed).toHaveAttribute('href', '/main/orders/orderByStatus?status=completed');
    await user.click(completed);
    expect(await screen.findByRole('heading', { name: 'Completed Orders' })).toBeInTheDocument();
  });
});

describe('the Orders summary, its pictures', () => {
  it("shows the 30 days' totals, the chart labelled in words, and every day in a table for screen readers", async () => {
    serveOrders([]);
    const days = makeDashboardDays((i) => ({ orders: i === 4 ? 9 : 1, revenue: i === 4 ? 100.1 : 0.2, refunds: i === 4 ? 12.5 : 0 }));
    fakeApi.on(api.orders.getOrdersDashboard, makeOrdersDashboard({ days }));
    renderOnShellDashboard();

    const chart = await panel('Orders and revenue, last 30 days');
    expect(await within(chart).findByRole('img')).toHaveAccessibleName(
      'Orders and revenue per day over the last 30 days, 1 Jan to 30 Jan: 38 orders, $105.90 revenue after $12.50 of refunds; busiest day 5 Jan with 9 orders.',
    );
    expect(chart).toHaveTextContent('Last 30 days');
    expect(chart).toHaveTextContent('Orders 38');
    expect(chart).toHaveTextContent('Revenue $105.90');
    expect(chart).toHaveTextContent('Refunds $12.50');

    const table = within(chart).getByRole('table', { name: /Orders, revenue \(after refunds\) and refunds per day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[5]).toHaveTextContent(/^Mon 5 Jan9\$100\.10\$12\.50$/);
  });

  it('shows the month\'s top services by revenue, each with its figures and leading to its credentials', async () => {
    serveOrders([]);
    const falcon = makeDashboardService('Falcon VPN', 420, 42);
    const card = makeDashboardService('Card $25', 1250.5, 50);
    fakeApi.on(api.orders.getOrdersDashboard, makeOrdersDashboard({ topServices: [card, falcon] }));
    renderOnShellDashboard();

    const top = await panel('Top services this month');
    const items = await within(top).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Card $25$1,250.50 · 50 sold', 'Falcon VPN$420.00 · 42 sold']);
    expect(within(top).getByRole('link', { name: 'Falcon VPN' })).toHaveAttribute(
      'href',
      `/main/services/serviceCredentials/${falcon.service._id}`,
    );
  });

  it('says so when nothing sold this month', async () => {
    serveOrders([]);
    fakeApi.on(api.orders.getOrdersDashboard, makeOrdersDashboard({ topServices: [] }));
    renderOnShellDashboard();
    expect(await within(await panel('Top services this month')).findByText('No completed orders this month yet')).toBeInTheDocument();
  });

  it('shows who has waited longest and for how long (the exact time on hover), leading to the pending queue oldest first', async () => {
    serveOrders([]);
    const createdAt = new Date(Date.now() - 3 * HOUR - 5 * 60_000).toISOString();
    fakeApi.on(
      api.orders.getOrdersDashboard,
      makeOrdersDashboard({ oldestPending: { _id: makeOrder('pending')._id, name: 'Layla Mansour', createdAt } }),
    );
    renderOnShellDashboard();

    const oldest = await panel('Oldest pending order');
    expect(await within(oldest).findByText('Layla Mansour')).toBeInTheDocument();
    const waited = within(oldest).getByText('3 hours ago');
    expect(waited).toHaveAttribute('title', exactDateTime(createdAt));
    expect(waited).toHaveAttribute('datetime', createdAt);
    expect(within(oldest).getByRole('link', { name: 'Open the pending queue' })).toHaveAttribute(
      'href',
      '/main/orders/orderByStatus?status=pending&sort=createdAt',
    );
  });

  it('says no order is waiting when none is pending', async () => {
    serveOrders([]);
    fakeApi.on(api.orders.getOrdersDashboard, makeOrdersDashboard({ oldestPending: null }));
    renderOnShellDashboard();

    const oldest = await panel('Oldest pending order');
    expect(await within(oldest).findByText('No order is waiting')).toBeInTheDocument();
    expect(within(oldest).queryByRole('link')).not.toBeInTheDocument();
  });

  it('splits the orders by status with each count and share, from the live counts', async () => {
    serveOrders([makeOrder('pending'), makeOrder('completed'), makeOrder('completed'), makeOrder('cancelled')]);
    renderOnShellDashboard();

    const byStatus = await panel('Orders by status');
    const items = await within(byStatus).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pending1 order · 25%', 'Completed2 orders · 50%', 'Cancelled1 order · 25%']);
  });

  it('keeps the chart\'s place while the figures load, then when they fail says why and retries', async () => {
    serveOrders([]);
    const held = fakeApi.hold(api.orders.getOrdersDashboard);
    fakeApi.fail(api.orders.getOrdersDashboard, 500, 'Database unavailable');
    const { user } = renderOnShellDashboard();

    const chart = await panel('Orders and revenue, last 30 days');
    expect(within(chart).getByRole('status')).toHaveTextContent('Loading the chart');
    held.release();

    expect(await within(chart).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(await panel('Top services this month')).getByText('Not available')).toBeInTheDocument();

    fakeApi.on(api.orders.getOrdersDashboard, makeOrdersDashboard());
    await user.click(within(chart).getByRole('button', { name: 'Retry' }));
    expect(await within(chart).findByRole('img')).toHaveAccessibleName(/last 30 days/);
  });
});
