import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });
const lastListQuery = () => fakeApi.callsTo(api.orders.getAllOrdersByStatus).at(-1)?.query;

beforeEach(() => serveOrders([makeOrder('pending'), makeOrder('pending')]));

describe('sorting the order list', () => {
  it('reads newest first by default, and oldest first once chosen, in the URL and from page 1', async () => {
    const { user, location } = renderAt('/main/orders/orderByStatus?status=pending&page=2');
    const select = await screen.findByRole('combobox', { name: 'Sort' });
    expect(select).toHaveValue('newest');
    await waitFor(() => expect(lastListQuery()).not.toHaveProperty('sort'));

    await user.selectOptions(select, 'Oldest first');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'oldest', currentPage: 1 }));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending&sort=oldest');
  });

  it('restores the sort from the URL and ignores one it does not know', async () => {
    renderAt('/main/orders/orderByStatus?status=pending&sort=oldest');
    expect(await screen.findByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'oldest' }));
  });

  it('treats an unknown sort as newest first', async () => {
    renderAt('/main/orders/orderByStatus?status=pending&sort=random');
    expect(await screen.findByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
  });
});
