import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startApiServer, type ApiServer } from '../app/testing/api-server';
import { fakeOrdersBackend } from '../app/testing/fake-orders-backend';
import { makeOrder } from '../app/testing/order-fixtures';
import { renderOrders } from '../app/testing/render-orders';

let server: ApiServer;
beforeEach(async () => {
  server = await startApiServer(fakeOrdersBackend([makeOrder('pending')]).handle);
});
afterEach(() => server.close());

describe('orderByStatus route', () => {
  it('says the status is unknown instead of showing an empty table, and links to the three lists', async () => {
    const { location } = renderOrders('/main/orders/orderByStatus?status=shipped');

    expect(screen.getByRole('heading', { name: 'Unknown order status "shipped"' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Pending Orders', '/main/orders/orderByStatus?status=pending'],
      ['Completed Orders', '/main/orders/orderByStatus?status=completed'],
      ['Cancelled Orders', '/main/orders/orderByStatus?status=cancelled'],
    ]);
    expect(server.requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('link', { name: 'Pending Orders' }));
    expect(location()).toBe('/main/orders/orderByStatus?status=pending');
    expect(await screen.findByRole('table', { name: 'Pending Orders' })).toBeInTheDocument();
  });

  it('says so when the URL has no status', () => {
    renderOrders('/main/orders/orderByStatus');
    expect(screen.getByRole('heading', { name: 'No order status given' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes the status case-sensitively, as the API does', () => {
    renderOrders('/main/orders/orderByStatus?status=Pending');
    expect(screen.getByRole('heading', { name: 'Unknown order status "Pending"' })).toBeInTheDocument();
  });
});
