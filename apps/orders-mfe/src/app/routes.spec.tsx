import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startApiServer, type ApiServer } from './testing/api-server';
import { fakeOrdersBackend } from './testing/fake-orders-backend';
import { renderOrders } from './testing/render-orders';

let server: ApiServer;
beforeEach(async () => {
  server = await startApiServer(fakeOrdersBackend([]).handle);
});
afterEach(() => server.close());

describe('the Orders section routes', () => {
  it('sends /main/orders to the dashboard, replacing the history entry', async () => {
    const { location } = renderOrders('/main/orders');
    expect(await screen.findByRole('link', { name: 'Pending' })).toBeInTheDocument();
    expect(location()).toBe('/main/orders/dashboard');
  });

  it('shows the list of a status at orderByStatus', async () => {
    renderOrders('/main/orders/orderByStatus?status=completed');
    expect(screen.getByRole('heading', { name: 'Completed Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('says a page does not exist, with a way to the dashboard', async () => {
    const { location } = renderOrders('/main/orders/nowhere/else');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the orders dashboard' }));
    expect(location()).toBe('/main/orders/dashboard');
  });
});
