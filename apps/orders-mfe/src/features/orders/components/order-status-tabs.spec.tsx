import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders } from '@shopdesk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const listUrl = (status: string) => `/main/orders/orderByStatus?status=${status}`;
const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });

const pending = makeOrder('pending');
const completed = [makeOrder('completed'), makeOrder('completed')];
beforeEach(() => serveOrders([pending, ...completed, makeOrder('pending'), makeOrder('pending')]));

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('order status tabs', () => {
  it('show the three statuses and All with their counts, the URL status selected and labelling the list', async () => {
    renderAt(listUrl('completed'));
    const tablist = screen.getByRole('tablist', { name: 'Order status' });
    await waitFor(() => expect(tabNames()).toEqual(['Pending3', 'Completed2', 'Cancelled0', 'All5']));

    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([listUrl('pending'), listUrl('completed'), listUrl('cancelled'), listUrl('all')]);
    // One tab stop for the row: the selected tab.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: /^Completed/ });
    expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('table', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.getAllOrdersCountByStatus)).toHaveLength(1);
  });

  it('switch the list in one click, starting the new status at its first page with the search kept', async () => {
    const { user, location } = renderAt(`${listUrl('pending')}&page=2&search=customer`);
    await user.click(screen.getByRole('tab', { name: /^Completed/ }));

    expect(location()).toBe(`${listUrl('completed')}&search=customer`);
    expect(await screen.findByRole('table', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(await screen.findByText(completed[0].name)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('customer');
  });

  it('list every status under All, each row with its status, and search them all', async () => {
    const { user } = renderAt(listUrl('all'));
    const table = await screen.findByRole('table', { name: 'All Orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByRole('columnheader', { name: 'Order Status' })).toBeInTheDocument();
    expect(within(table).getAllByText('Completed')).toHaveLength(2);
    expect(fakeApi.callsTo(api.orders.getAllOrdersByStatus).at(-1)?.query.filters).toBeUndefined();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), completed[1]._id.slice(0, 10));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(completed[1].name)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(/order id's first characters.*delivered user id/);
  });

  it('move with the arrow keys, Home and End, following focus', async () => {
    const { user, location } = renderAt(listUrl('pending'));
    await screen.findByText(pending.name);
    await user.tab();
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(location()).toBe(listUrl('completed'));
    expect(screen.getByRole('tab', { name: /^Completed/ })).toHaveFocus();
    expect(await screen.findByRole('table', { name: 'Completed Orders' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(location()).toBe(listUrl('all'));
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(location()).toBe(listUrl('pending'));
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe(listUrl('all'));
    await user.keyboard('{Home}');
    expect(location()).toBe(listUrl('pending'));
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveFocus();
  });

  it('still switch when the counts cannot load, showing no count', async () => {
    fakeApi.fail(api.orders.getAllOrdersCountByStatus, 500, 'Database unavailable');
    const { user, location } = renderAt(listUrl('pending'));
    await screen.findByText(pending.name);
    expect(tabNames()).toEqual(['Pending', 'Completed', 'Cancelled', 'All']);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(location()).toBe(listUrl('cancelled'));
  });
});
