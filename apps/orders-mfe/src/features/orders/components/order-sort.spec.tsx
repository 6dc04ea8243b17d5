import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });
const lastListQuery = () => fakeApi.lastPage(api.orders.getAllOrdersByStatus)?.query;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

beforeEach(() => serveOrders([makeOrder('pending'), makeOrder('pending')]));

describe('sorting the order list by its columns', () => {
  it('reads newest first by default: the Created header says so, and the URL and the request leave it out', async () => {
    renderAt('/main/orders/orderByStatus?status=pending');
    await screen.findByRole('button', { name: /^Total/ });
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Total')).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(lastListQuery()).not.toHaveProperty('sort'));
  });

  it('sorts by total ascending on a click, descending on the next, then back to newest first, from page 1', async () => {
    const { user, location } = renderAt('/main/orders/orderByStatus?status=pending&page=2');
    await user.click(await screen.findByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'total', currentPage: 1 }));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending&sort=total');
    expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: '-total' }));
    expect(header('Total')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(lastListQuery()).not.toHaveProperty('sort'));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending');
  });

  it('turns the list round on the Created header: oldest first, to work the queue in turn', async () => {
    const { user, location } = renderAt('/main/orders/orderByStatus?status=pending');
    await user.click(await screen.findByRole('button', { name: /^Created/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'createdAt' }));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending&sort=createdAt');
    expect(header('Created')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('restores the sort from the URL and ignores one it does not know', async () => {
    renderAt('/main/orders/orderByStatus?status=pending&sort=-name');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: '-name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('treats an unknown sort as newest first', async () => {
    renderAt('/main/orders/orderByStatus?status=pending&sort=random');
    await screen.findByRole('button', { name: /^Total/ });
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(lastListQuery()).not.toHaveProperty('sort'));
  });
});
