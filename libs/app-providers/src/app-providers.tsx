import { SessionProvider } from '@shopdesk/session';
import { darkTheme, GlobalStyle, theme, useColorScheme } from '@shopdesk/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { Toasts } from './toasts/toasts';

export interface AppProvidersProps {
  /** The page's one query client. */
  queryClient: QueryClient;
  /** The router and the app. */
  children: ReactNode;
}

/**
 * What the shell and every remote share, mounted once per page: theme (light or dark), jotai store, query client,
 * the "Confirm it's you" dialog and the toast container. The router goes inside, as `children`.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // Light or dark as the employee chose, else as the system says (the profile block switches it).
  const scheme = useColorScheme();
  return (
    <ThemeProvider theme={scheme === 'dark' ? darkTheme : theme}>
      <GlobalStyle />
      <SessionProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <ConfirmIdentityDialog />
          <Toasts />
        </QueryClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
