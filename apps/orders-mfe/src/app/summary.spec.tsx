import { SECTIONS } from '@shopdesk/sections';
import { makeOrder, renderSection, serveOrders } from '@shopdesk/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import OrdersRoutes from './routes';
import OrdersSummary from './summary';

/**
 * The summary where the shell shows it, /main/dashboard, beside the section where the shell
 * mounts it: a page of two routes, mounted at the root.
 */
const renderOnShellDashboard = () =>
  renderSection(
    <Routes>
      <Route path="/main/dashboard" element={<OrdersSummary />} />
      <Route path={`${SECTIONS.orders.mountPath}/*`} element={<OrdersRoutes />} />
    </Routes>,
    { at: '/main/dashboard', mountPath: '' },
  );

describe('the Orders summary', () => {
  it('shows the count cards of the orders dashboard', async () => {
    serveOrders([makeOrder('pending'), makeOrder('cancelled'), makeOrder('cancelled')]);
    renderOnShellDashboard();

    expect(await screen.findByRole('link', { name: /Pending/ })).toHaveTextContent('Pending1 order');
    expect(screen.getByRole('link', { name: /Completed/ })).toHaveTextContent(/^Completed$/);
    expect(within(screen.getByRole('link', { name: /Cancelled/ })).getByText('2')).toBeInTheDocument();
  });

  it("leads from outside the section to each status's list", async () => {
    serveOrders([makeOrder('completed')]);
    const { user } = renderOnShellDashboard();

    const completed = await screen.findByRole('link', { name: /Completed/ });
    expect(completed).toHaveAttribute('href', '/main/orders/orderByStatus?status=completed');
    await user.click(completed);
    expect(await screen.findByRole('heading', { name: 'Completed Orders' })).toBeInTheDocument();
  });
});
