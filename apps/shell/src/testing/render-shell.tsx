import type { SignedInEmployee } from '@shopdesk/contracts';
import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from '../app/app';
import { Providers } from '../app/providers';
import type { RemoteLoader, RoutesModule } from '../remotes/remote-loader';
import type { RemoteKey } from '../remotes/sections';

export const employee: SignedInEmployee = {
  _id: '0b6c7c1e-3f7a-4d0e-9a57-7a6d3f7c2b10',
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  level: 'admin',
  token: 'token-abcdefghijklmnopqrstuvwxyz0123456789',
};

/** What employees/me answers for `employee`. */
export const me = {
  _id: employee._id,
  name: employee.name,
  email: employee.email,
  level: employee.level,
  isActive: true,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

let tokens = 0;
/** Signs `employee` in with a token of its own (the session lib checks each token once). */
export const signIn = () => setEmployee({ ...employee, token: `${employee.token}-${++tokens}` });
export const signOut = () => clearSession();

/** A remote whose Routes show where they were mounted: '<key> at <rest of the path>'. */
export function fakeRemote(key: string): RoutesModule {
  function FakeRoutes() {
    return (
      <Routes>
        <Route path="*" element={<RemotePage name={key} />} />
      </Routes>
    );
  }
  return { default: FakeRoutes };
}

function RemotePage({ name }: { name: string }) {
  return <p>{`${name} remote at ${useLocation().pathname}`}</p>;
}

/** A loader answering each remote from `remotes` (an Error rejects); unlisted remotes load the fake one. */
export function fakeLoader(remotes: Partial<Record<RemoteKey, RoutesModule | Error>> = {}) {
  const loadRoutes = jest.fn(async (key: RemoteKey) => {
    const answer = remotes[key] ?? fakeRemote(key);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { register: jest.fn(), loadRoutes } satisfies RemoteLoader;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The whole shell (App inside its providers) at `url`, with a memory router. */
export function renderShell(url: string, { loader = fakeLoader() }: { loader?: RemoteLoader } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <Providers queryClient={queryClient} remoteLoader={loader}>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, loader, location: () => result.getByTestId('location').textContent };
}

