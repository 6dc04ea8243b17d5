import { createQueryClient } from '@shopdesk/api-client';
import { SessionProvider } from '@shopdesk/session';
import { GlobalStyle, theme } from '@shopdesk/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ThemeProvider } from 'styled-components';

const queryClient = createQueryClient();

/**
 * The providers the shell gives a remote, for running it alone: the section at `mountPath`,
 * everything else sent there.
 */
export function Standalone({ mountPath, section }: { mountPath: string; section: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SessionProvider>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <Routes>
                <Route path={`${mountPath}/*`} element={section} />
                <Route path="*" element={<Navigate to={mountPath} replace />} />
              </Routes>
            </BrowserRouter>
            <ToastContainer position="top-center" />
          </QueryClientProvider>
        </SessionProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
