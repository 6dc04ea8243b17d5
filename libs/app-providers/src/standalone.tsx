import { createQueryClient } from '@shopdesk/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from './app-providers';

export interface StandaloneProps {
  /** Where the shell mounts the section, from the sections registry: `SECTIONS.orders.mountPath`. */
  mountPath: string;
  /** The remote's routes. */
  section: ReactNode;
}

// Created on first render, not on import: the shell imports this lib too, and each query client
// subscribes to the session store.
let queryClient: QueryClient | undefined;
const standaloneQueryClient = () => (queryClient ??= createQueryClient());

/**
 * The providers the shell gives a remote, for running it alone (its own dev server): the section
 * at `mountPath`, everything else sent there.
 *
 * @example createRoot(root).render(<Standalone mountPath={SECTIONS.users.mountPath} section={<Routes />} />);
 */
export function Standalone({ mountPath, section }: StandaloneProps) {
  if (!mountPath.startsWith('/') || mountPath.endsWith('/')) {
    throw new Error(`Standalone mountPath must start with '/' and not end with one, got '${mountPath}'`);
  }
  return (
    <StrictMode>
      <AppProviders queryClient={standaloneQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route path={`${mountPath}/*`} element={section} />
            <Route path="*" element={<Navigate to={mountPath} replace />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
