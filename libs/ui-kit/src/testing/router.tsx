import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router-dom';

interface Visit {
  url: string;
  type: 'POP' | 'PUSH' | 'REPLACE';
}

/**
 * A MemoryRouter wrapper for render/renderHook that records each navigation, so a test can
 * check the URL and whether a change pushed or replaced the history entry.
 */
export function routerWrapper(initialEntry = '/') {
  const seen: { location?: Location; visits: Visit[] } = { visits: [] };
  function Spy() {
    const location = useLocation();
    const type = useNavigationType();
    if (seen.location?.key !== location.key) {
      seen.visits.push({ url: location.pathname + location.search, type });
      seen.location = location;
    }
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[initialEntry]}>
        {children}
        <Spy />
      </MemoryRouter>
    );
  }
  return {
    wrapper: Wrapper,
    /** The current path and query, e.g. '/list?page=2'. */
    url: () => seen.location?.pathname.concat(seen.location.search) ?? initialEntry,
    /** How the last navigation happened. */
    lastType: () => seen.visits.at(-1)?.type,
    visits: seen.visits,
  };
}
