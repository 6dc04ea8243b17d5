import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders } from '@shopdesk/testing';
import { screen } from '@testing-library/react';
import OrdersRoutes from '../app/routes';

const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });

beforeEach(() => serveOrders([makeOrder('pending')]));

describe('orderByStatus route', () => {
  it('says the status is unknown instead of showing an empty table, and links to the lists', async () => {
    const { user, location } = renderAt('/main/orders/orderByStatus?status=shipped');

    expect(screen.getByRole('heading', { name: 'Unknown order status "shipped"' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Pending Orders', '/main/orders/orderByStatus?status=pending'],
      ['Completed Orders', '/main/orders/orderByStatus?status=completed'],
      ['Cancelled Orders', '/main/orders/orderByStatus?status=cancelled'],
      ['All Orders', '/main/orders/orderByStatus?status=all'],
    ]);
    expect(fakeApi.calls).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Pending Orders' }));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending');
    expect(await screen.findByRole('table', { name: 'Pending Orders' })).toBeInTheDocument();
  });

  it('says so when the URL has no status', () => {
    renderAt('/main/orders/orderByStatus');
    expect(screen.getByRole('heading', { name: 'No order status given' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes the status case-sensitively, as the API does', () => {
    renderAt('/main/orders/orderByStatus?status=Pending');
    expect(screen.getByRole('heading', { name: 'Unknown order status "Pending"' })).toBeInTheDocument();
  });
});
