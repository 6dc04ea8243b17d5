import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { routerWrapper } from '../testing/router';
import { Card } from './card';

const renderInRouter = (ui: ReactElement) => render(ui, { wrapper: routerWrapper('/main/orders/dashboard').wrapper });

describe('Card', () => {
  it('is one link with its title and description', () => {
    renderInRouter(<Card title="Employees" to="/main/users/employees" description="All employees" />);
    const link = screen.getByRole('link', { name: /Employees/ });
    expect(link).toHaveAttribute('href', '/main/users/employees');
    expect(link).toHaveTextContent('All employees');
  });

  it('shows the count badge only when the count is above 0, its unit read as text', () => {
    const { rerender } = renderInRouter(<Card title="Pending" to="/p" count={12} />);
    const badge = screen.getByText((_, element) => element?.textContent === '12 items' && element.tagName === 'SPAN');
    expect(badge).not.toHaveAttribute('aria-label');
    expect(within(badge).getByText('items')).toBeInTheDocument();
    rerender(<Card title="Pending" to="/p" count={0} />);
    expect(screen.queryByText(/items/)).not.toBeInTheDocument();
    rerender(<Card title="Pending" to="/p" />);
    expect(screen.getByRole('link')).toHaveTextContent(/^Pending$/);
  });

  it('reads the count with the unit given, singular for 1', () => {
    const orders = { one: 'order', other: 'orders' };
    const { rerender } = renderInRouter(<Card title="Pending" to="/p" count={48} countUnit={orders} />);
    expect(screen.getByRole('link')).toHaveTextContent('Pending48 orders');
    rerender(<Card title="Pending" to="/p" count={1} countUnit={orders} />);
    expect(screen.getByRole('link')).toHaveTextContent('Pending1 order');
  });

  it('follows links relative to its route, as inside a remote', async () => {
    render(
      <Routes>
        <Route path="/main/orders">
          <Route path="dashboard" element={<Card title="Cancelled" to="../orderByStatus?status=cancelled" />} />
          <Route path="orderByStatus" element={<p>Orders by status</p>} />
        </Route>
      </Routes>,
      { wrapper: routerWrapper('/main/orders/dashboard').wrapper },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: /Cancelled/ }));
    expect(screen.getByText('Orders by status')).toBeInTheDocument();
  });
});
