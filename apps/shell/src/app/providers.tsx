import { AppProviders } from '@shopdesk/app-providers';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';

export interface ProvidersProps {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  /** The router and the app. */
  children: ReactNode;
}

/**
 * What the shell and every remote share (AppProviders: theme, jotai store, query client, toast
 * container), plus the shell's remote loader. The router goes inside (bootstrap: BrowserRouter).
 */
export function Providers({ queryClient, remoteLoader, children }: ProvidersProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderContext.Provider value={remoteLoader}>{children}</RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
