import { api } from '@shopdesk/contracts';
import { SECTIONS } from '@shopdesk/sections';
import { fakeApi, makeOrder, renderSection, serveOrders } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import OrdersRoutes from '../../../app/routes';

const renderDashboard = () => renderSection(<OrdersRoutes />, { at: '/main/orders/dashboard', mountPath: SECTIONS.orders.mountPath });

describe('orders dashboard', () => {
  it('shows Pending, Completed and Cancelled with a count badge only above 0', async () => {
    serveOrders([makeOrder('pending'), makeOrder('pending'), makeOrder('completed')]);
    renderDashboard();

    const pending = await screen.findByRole('link', { name: /Pending/ });
    expect(within(pending).getByText('2')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Pending2 orders');
    expect(within(screen.getByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Completed/ })).toHaveTextContent('Completed1 order');
    const cancelled = screen.getByRole('link', { name: /Cancelled/ });
    expect(cancelled).toHaveTextContent(/^Cancelled$/);
  });

  it('links each card to the list of its status', async () => {
    serveOrders([]);
    const { user, location } = renderDashboard();

    expect(await screen.findByRole('link', { name: 'Completed' })).toHaveAttribute(
      'href',
      '/main/orders/orderByStatus?status=completed',
    );
    await user.click(screen.getByRole('link', { name: 'Cancelled' }));
    expect(location()).toBe('/main/orders/orderByStatus?status=cancelled');
    expect(await screen.findByRole('heading', { name: 'Cancelled Orders' })).toBeInTheDocument();
  });

  it('shows a loader while the counts load', async () => {
    serveOrders([makeOrder('pending')]);
    const counts = fakeApi.hold(api.orders.getAllOrdersCountByStatus);
    renderDashboard();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading order counts');
    counts.release();
    expect(await screen.findByRole('link', { name: /Pending/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the counts cannot load, and Retry loads them', async () => {
    const orders = [makeOrder('completed')];
    serveOrders(orders);
    fakeApi.fail(api.orders.getAllOrdersCountByStatus, 429, 'Too many requests, try again in a minute');
    const { user } = renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
    serveOrders(orders);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('link', { name: /Completed/ })).getByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks the API with the signed-in employee's token", async () => {
    serveOrders([]);
    const { employee } = renderDashboard();
    await screen.findByRole('link', { name: 'Pending' });
    expect(fakeApi.calls[0].headers['authorization']).toBe(`Bearer ${employee?.token}`);
  });
});
