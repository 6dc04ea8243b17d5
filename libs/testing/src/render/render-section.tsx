import { configureApiClient, createQueryClient } from '@shopdesk/api-client';
import { AppProviders } from '@shopdesk/app-providers';
import type { SignedInEmployee } from '@shopdesk/contracts';
import { clearSession, setEmployee } from '@shopdesk/session';
import { mockMatchMedia, unmockMatchMedia } from '@shopdesk/ui-kit/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { testEmployee } from '../fixtures';
import { fakeApi } from '../fake-api/install';

export interface RenderSectionOptions {
  /** Where the page is, e.g. '/main/orders/orderByStatus?status=pending'. */
  at: string;
  /** Where the shell mounts the section, e.g. `SECTIONS.orders.mountPath`; '' mounts it at the root (a page of several routes). */
  mountPath: string;
  /** Who is signed in: a test employee unless given; null for nobody (the sign-in screens). */
  employee?: SignedInEmployee | null;
  /** What media queries see: 'narrow' (a phone: every query matches) or 'wide' (none does). */
  screen?: 'narrow' | 'wide';
}

/** Follows the router like the shell does: a 401 sends the page to the login screen without a reload. */
function RouterProbe({ onLocation }: { onLocation: (url: string) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  onLocation(location.pathname + location.search);
  useEffect(() => {
    configureApiClient({ navigate });
    return () => configureApiClient({ navigate: null });
  }, [navigate]);
  return null;
}

/** The page's query client, with its retry rules but without the wait between retries. */
function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

afterEach(unmockMatchMedia);

/**
 * Renders a section's routes as the shell mounts them, with the real providers (theme, jotai
 * store, query client, toasts), the router at `at` and the fake API answering. A page outside
 * the section renders nothing of it; `location()` says where the page is now.
 *
 * @example
 * fakeApi.on(api.orders.getAllOrdersCountByStatus, { orders: [] });
 * const { user, location } = renderSection(<OrdersRoutes />, { at: '/main/orders', mountPath: SECTIONS.orders.mountPath });
 */
export function renderSection(section: ReactElement, { at, mountPath, employee = testEmployee(), screen }: RenderSectionOptions) {
  clearSession();
  if (employee) setEmployee(employee);
  if (screen) mockMatchMedia(screen === 'narrow');
  const queryClient = testQueryClient();
  let url = at;
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={`${mountPath}/*`} element={section} />
          <Route path="*" element={null} />
        </Routes>
        <RouterProbe onLocation={(now) => (url = now)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup(), fakeApi, queryClient, employee, location: () => url };
}
