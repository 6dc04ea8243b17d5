import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders, servePreferences } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const PENDING = '/main/orders/orderByStatus?status=pending';
const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });
const pageQueries = () => fakeApi.pagesOf(api.orders.getAllOrdersByStatus).map(({ query }) => query);
const createdHeader = () => screen.getByRole('columnheader', { name: /Created/ });

beforeEach(() => {
  serveOrders([
    makeOrder('pending', { name: 'Early Buyer', createdAt: '2026-11-01T10:00:00.000Z' }),
    makeOrder('pending', { name: 'Late Buyer', createdAt: '2026-11-20T10:00:00.000Z' }),
    makeOrder('completed', { name: 'Done Buyer', createdAt: '2026-11-02T10:00:00.000Z' }),
  ]);
});

describe('the order queue remembers how the employee sorts it', () => {
  it('keeps the order chosen on one tab for the others, on the server', async () => {
    const served = servePreferences(fakeApi);
    const { user, location } = renderAt(PENDING);
    expect(await screen.findByText('Late Buyer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Created/ }));
    await waitFor(() => expect(createdHeader()).toHaveAttribute('aria-sort', 'ascending'));
    expect(fakeApi.lastCall(api.preferences.updateMyPreferences)?.body).toEqual({ sort: { list: 'orders', value: 'createdAt' } });
    expect(served.preferences.sorts).toEqual({ orders: 'createdAt' });

    await user.click(screen.getByRole('tab', { name: /^Completed/ }));
    expect(location()).toBe('/main/orders/orderByStatus?status=completed');
    await screen.findByText('Done Buyer');
    expect(pageQueries().at(-1)).toMatchObject({ filters: { orderStatus: 'completed' }, sort: 'createdAt' });
    expect(createdHeader()).toHaveAttribute('aria-sort', 'ascending');

    // Back to the list's own order: forgotten, so every tab is newest first again.
    await user.click(screen.getByRole('button', { name: /^Created/ }));
    await waitFor(() => expect(createdHeader()).toHaveAttribute('aria-sort', 'descending'));
    expect(served.preferences.sorts).toEqual({});
    expect(fakeApi.lastCall(api.preferences.updateMyPreferences)?.body).toEqual({ sort: { list: 'orders', value: null } });
  });

  it('opens the next visit in the remembered order from its first request, while a sort in the URL still wins', async () => {
    servePreferences(fakeApi, { sorts: { orders: 'createdAt' }, afterOrderChange: 'next' });
    renderAt(PENDING);
    expect(await screen.findByText('Early Buyer')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.findIndex((text) => text?.includes('Early Buyer'))).toBeLessThan(rows.findIndex((text) => text?.includes('Late Buyer')));
    expect(pageQueries().map((query) => query.sort)).toEqual(['createdAt']);
  });

  it('lets a link with its own order show that order', async () => {
    servePreferences(fakeApi, { sorts: { orders: 'createdAt' }, afterOrderChange: 'next' });
    renderAt(`${PENDING}&sort=-total`);
    await screen.findByText('Early Buyer');
    expect(pageQueries().map((query) => query.sort)).toEqual(['-total']);
  });
});
