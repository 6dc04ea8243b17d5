import { employeeAtom, sessionStore } from '@shopdesk/session';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';

const MAX_RETRIES = 2;

/** Retries what may pass next time (offline, 5xx); a 4xx or a cancel will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.canceled || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The query client of the page (create it once, in the shell). Signing out empties its cache,
 * so nothing the last employee loaded (credential passwords included) outlives the session.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } },
  });
  sessionStore.sub(employeeAtom, () => {
    if (sessionStore.get(employeeAtom) === null) client.clear();
  });
  return client;
}
