import { SECTIONS } from '@shopdesk/sections';
import { renderSection, serveOrders } from '@shopdesk/testing';
import { screen, waitFor } from '@testing-library/react';
import OrdersRoutes from './routes';

const renderAt = (at: string) => renderSection(<OrdersRoutes />, { at, mountPath: SECTIONS.orders.mountPath });

beforeEach(() => serveOrders([]));

describe('the Orders section routes', () => {
  it('sends /main/orders to the dashboard, replacing the history entry', async () => {
    const { location } = renderAt('/main/orders');
    expect(await screen.findByRole('link', { name: 'Pending' })).toBeInTheDocument();
    expect(location()).toBe('/main/orders/dashboard');
  });

  it('shows the list of a status at orderByStatus', async () => {
    renderAt('/main/orders/orderByStatus?status=completed');
    expect(screen.getByRole('heading', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('says a page does not exist, with a way to the dashboard', async () => {
    const { user, location } = renderAt('/main/orders/nowhere/else');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the orders dashboard' }));
    expect(location()).toBe('/main/orders/dashboard');
  });
});

describe('page titles', () => {
  it.each([
    ['/main/orders/dashboard', 'Orders · Shopdesk'],
    ['/main/orders/orderByStatus?status=pending', 'Pending Orders · Shopdesk'],
    ['/main/orders/orderByStatus?status=cancelled', 'Cancelled Orders · Shopdesk'],
    ['/main/orders/orderByStatus?status=shipped', 'Orders · Shopdesk'],
    ['/main/orders/nowhere', 'Page not found · Shopdesk'],
  ])('%s is titled %s', async (at, title) => {
    document.title = '';
    renderAt(at);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
