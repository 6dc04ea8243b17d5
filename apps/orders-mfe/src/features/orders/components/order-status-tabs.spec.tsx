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
  it('show the three statuses with their counts, the URL status selected and labelling the list', async () => {
    renderAt(listUrl('completed'));
    const tablist = screen.getByRole('tablist', { name: 'Order status' });
    await waitFor(() => expect(tabNames()).toEqual(['Pending3', 'Completed2', 'Cancelled0']));

    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([listUrl('pending'), listUrl('completed'), listUrl('cancelled')]);
    // One tab stop for the row: the selected tab.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: /^Completed/ });
    expect(tabs[1]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('table', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(fakeApi.callsTo(api.orders.getAllOrdersCountByStatus)).toHaveLength(1);
  });

  it('switch the list in one click, starting the new status at its first page', async () => {
    const { user, location } = renderAt(`${listUrl('pending')}&page=1&search=customer`);
    await user.click(screen.getByRole('tab', { name: /^Completed/ }));

    expect(location()).toBe(listUrl('completed'));
    expect(await screen.findByRole('table', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(await screen.findByText(completed[0].name)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true');
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
    expect(location()).toBe(listUrl('cancelled'));
    expect(screen.getByRole('tab', { name: /^Cancelled/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(location()).toBe(listUrl('pending'));
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe(listUrl('cancelled'));
    await user.keyboard('{Home}');
    expect(location()).toBe(listUrl('pending'));
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveFocus();
  });

  it('still switch when the counts cannot load, showing no count', async () => {
    fakeApi.fail(api.orders.getAllOrdersCountByStatus, 500, 'Database unavailable');
    const { user, location } = renderAt(listUrl('pending'));
    await screen.findByText(pending.name);
    expect(tabNames()).toEqual(['Pending', 'Completed', 'Cancelled']);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(location()).toBe(listUrl('cancelled'));
  });
});
