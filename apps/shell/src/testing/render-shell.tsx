import type { SignedInEmployee } from '@shopdesk/contracts';
import type { ExposedModule, SectionKey } from '@shopdesk/sections';
import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { App } from '../app/app';
import { Providers } from '../app/providers';
import type { ComponentModule, RemoteLoader } from '../remotes/remote-loader';

export const employee: SignedInEmployee = {
  _id: '0b6c7c1e-3f7a-4d0e-9a57-7a6d3f7c2b10',
  name: 'Amina Yusuf',
  email: 'amina@example.com',
  level: 'owner',
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

/** A remote whose Routes show where they were mounted: '<key> remote at <the path>'. */
export function fakeRemote(key: string): ComponentModule {
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

/** A remote's summary widget that says whose it is: '<key> summary'. */
function fakeSummary(key: string): ComponentModule {
  return { default: () => <p>{`${key} summary`}</p> };
}

const FAKES: Record<ExposedModule, (key: string) => ComponentModule> = { './Routes': fakeRemote, './Summary': fakeSummary };

/** A loader answering every module with its fake; make one call fail with `loader.load.mockRejectedValueOnce`. */
export function fakeLoader() {
  const load = jest.fn(async (key: SectionKey, module: ExposedModule) => FAKES[module](key));
  return { register: jest.fn(), load } satisfies RemoteLoader;
}

function LocationProbe({ navigateRef }: { navigateRef: { current: NavigateFunction | null } }) {
  const { pathname, search } = useLocation();
  navigateRef.current = useNavigate();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderShellOptions {
  loader?: RemoteLoader;
  /** Pages visited before `url`, oldest first, for tests of Back. */
  history?: string[];
}

/** The whole shell (App inside its providers) at `url`, with a memory router. */
export function renderShell(url: string, { loader = fakeLoader(), history = [] }: RenderShellOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const navigateRef: { current: NavigateFunction | null } = { current: null };
  const entries = [...history, url];
  const result = render(
    <Providers queryClient={queryClient} remoteLoader={loader}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <App />
        <LocationProbe navigateRef={navigateRef} />
      </MemoryRouter>
    </Providers>,
  );
  return {
    ...result,
    loader,
    location: () => result.getByTestId('location').textContent,
    /** The browser's Back. */
    back: () => void navigateRef.current?.(-1),
    /** Goes to `to` as a link would. */
    go: (to: string) => void navigateRef.current?.(to),
  };
}

