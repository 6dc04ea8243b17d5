import { clearSession } from '@shopdesk/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import AuthRoutes from '../routes';

/**
 * Renders the auth section mounted at /auth/* as the shell mounts it, at `url`, with a toast
 * container; `path()` is where the app is now (a page outside /auth renders nothing of ours).
 */
export function renderAuth(url: string) {
  clearSession();
  // Retries would only slow down the failure tests; the shell's client keeps them.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const at: { location?: Location } = {};
  function LocationSpy() {
    at.location = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth/*" element={<AuthRoutes />} />
          <Route path="*" element={<p>Outside the auth section</p>} />
        </Routes>
        <LocationSpy />
      </MemoryRouter>
      <ToastContainer position="top-center" />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), path: () => at.location?.pathname };
}
