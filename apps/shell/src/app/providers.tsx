import { SessionProvider } from '@shopdesk/session';
import { GlobalStyle, theme } from '@shopdesk/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { Toasts } from './toasts';

export interface ProvidersProps {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  /** The router and the app. */
  children: ReactNode;
}

/**
 * What the shell and every remote share, mounted once, here: theme, jotai store, query client,
 * remote loader and the toast container. The router goes inside (bootstrap: BrowserRouter).
 */
export function Providers({ queryClient, remoteLoader, children }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          <RemoteLoaderContext.Provider value={remoteLoader}>{children}</RemoteLoaderContext.Provider>
          <Toasts />
        </QueryClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
