import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routerWrapper } from '../testing/router';
import { NotFoundNotice } from './not-found-notice';

const LINKS = [
  { to: '../list?status=pending', label: 'Pending Orders' },
  { to: '../list?status=completed', label: 'Completed Orders' },
];

const renderAt = (url: string, links?: typeof LINKS) =>
  render(
    <Routes>
      <Route path="/main/orders">
        <Route
          path="list"
          element={
            <NotFoundNotice title='Unknown order status "shipped"' links={links}>
              Orders are listed by status. Choose one:
            </NotFoundNotice>
          }
        />
      </Route>
    </Routes>,
    { wrapper: routerWrapper(url).wrapper },
  );

describe('NotFoundNotice', () => {
  it('is a region named by its heading, with the sentence under it', () => {
    renderAt('/main/orders/list?status=shipped');
    const region = screen.getByRole('region', { name: 'Unknown order status "shipped"' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown order status "shipped"');
    expect(region).toHaveTextContent('Orders are listed by status. Choose one:');
  });

  it('lists the links, resolved against the route showing it', () => {
    renderAt('/main/orders/list?status=shipped', LINKS);
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Pending Orders', '/main/orders/list?status=pending'],
      ['Completed Orders', '/main/orders/list?status=completed'],
    ]);
  });

  it('has no list without links', () => {
    renderAt('/main/orders/list');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
