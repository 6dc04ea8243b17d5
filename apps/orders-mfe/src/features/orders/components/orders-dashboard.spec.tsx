import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, startApiServer, type ApiServer, type Handler } from '../../../app/testing/api-server';
import { fakeOrdersBackend } from '../../../app/testing/fake-orders-backend';
import { makeOrder } from '../../../app/testing/order-fixtures';
import { renderOrders } from '../../../app/testing/render-orders';

let server: ApiServer;
const serve = async (handler: Handler) => {
  server = await startApiServer(handler);
};
afterEach(() => server.close());

const DASHBOARD = '/main/orders/dashboard';

describe('orders dashboard', () => {
  it('shows Pending, Completed and Cancelled with a count badge only above 0', async () => {
    const backend = fakeOrdersBackend([makeOrder('pending'), makeOrder('pending'), makeOrder('completed')]);
    await serve(backend.handle);
    renderOrders(DASHBOARD);

    const pending = await screen.findByRole('link', { name: /Pending/ });
    expect(within(pending).getByText('2')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Pending2 orders');
    expect(within(screen.getByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Completed/ })).toHaveTextContent('Completed1 order');
    const cancelled = screen.getByRole('link', { name: /Cancelled/ });
    expect(cancelled).toHaveTextContent(/^Cancelled$/);
  });

  it('links each card to the list of its status', async () => {
    await serve(fakeOrdersBackend([]).handle);
    const { location } = renderOrders(DASHBOARD);

    expect(await screen.findByRole('link', { name: 'Completed' })).toHaveAttribute(
      'href',
      '/main/orders/orderByStatus?status=completed',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    expect(location()).toBe('/main/orders/orderByStatus?status=cancelled');
    expect(await screen.findByRole('heading', { name: 'Cancelled Orders' })).toBeInTheDocument();
  });

  it('shows a loader while the counts load', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const backend = fakeOrdersBackend([makeOrder('pending')]);
    await serve(async (request) => {
      await gate;
      return backend.handle(request);
    });
    renderOrders(DASHBOARD);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading order counts');
    answer();
    expect(await screen.findByRole('link', { name: /Pending/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the counts cannot load, and Retry loads them', async () => {
    const backend = fakeOrdersBackend([makeOrder('completed')]);
    let fail = true;
    await serve((request) => (fail ? failure(429, 'Too many requests, try again in a minute') : backend.handle(request)));
    renderOrders(DASHBOARD);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the API with the signed-in employee\'s token', async () => {
    await serve(fakeOrdersBackend([]).handle);
    renderOrders(DASHBOARD);
    await screen.findByRole('link', { name: 'Pending' });
    expect(server.requests[0].authorization).toMatch(/^Bearer test-session-token-/);
  });
});
