import { renderHook } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Renders `hook` inside a router at `url` (and inside `Outer`, e.g. a QueryClientProvider), and
 * tells where the router is: `url()` is the path and query now, `lastType()` how the last
 * navigation happened ('POP' until the first one).
 */
export function renderInRouter<R>(hook: () => R, url: string, Outer: ComponentType<{ children: ReactNode }> = Fragment) {
  const view = renderHook(() => ({ value: hook(), location: useLocation(), navigationType: useNavigationType() }), {
    wrapper: ({ children }) => (
      <Outer>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </Outer>
    ),
  });
  return {
    result: {
      get current() {
        return view.result.current.value;
      },
    },
    url: () => view.result.current.location.pathname + view.result.current.location.search,
    lastType: () => view.result.current.navigationType,
    unmount: view.unmount,
  };
}
