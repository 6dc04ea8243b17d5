import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { sessionStore } from './store';

/**
 * Puts the shared `sessionStore` under the app, so every jotai atom (not only the session's)
 * lives in the one store of the page. Render it once, in the shell.
 *
 * @example root.render(<SessionProvider><App /></SessionProvider>);
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}
