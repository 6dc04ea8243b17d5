import { createQueryClient } from '@shopdesk/api-client';
import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import OrdersRoutes from '../routes';

/** Where the shell mounts the section. */
export const MOUNT = '/main/orders';

export const TEST_EMPLOYEE = {
  _id: '0b6f3c1e-7d2a-4e8b-9c4d-5e6f7a8b9c0d',
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  level: 'admin',
  token: 'test-session-token-abcdefghijklmnopqrstuvwxyz',
};

/**
 * The section as the shell mounts it: signed in, one query client, a toast container, the router
 * at `url` (e.g. '/main/orders/orderByStatus?status=pending'). `location()` is the current URL.
 */
export function renderOrders(url: string) {
  clearSession();
  setEmployee(TEST_EMPLOYEE);
  const queryClient = createQueryClient();
  const seen = { url };
  function LocationSpy() {
    const location = useLocation();
    seen.url = location.pathname + location.search;
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${MOUNT}/*`} element={<OrdersRoutes />} />
        </Routes>
        <LocationSpy />
      </MemoryRouter>
      <ToastContainer position="top-center" />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: () => seen.url };
}
