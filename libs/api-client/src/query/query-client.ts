import { employeeAtom, sessionStore } from '@shopdesk/session';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';

/**
 * One quick retry of what may pass next time (a dropped connection, a 5xx), then the error and
 * its Retry button: react-query's default (three retries with growing waits) left a failed list
 * spinning for seconds before anyone was told.
 */
const MAX_RETRIES = 1;
export const RETRY_DELAY_MS = 300;

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
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS },
      mutations: { retry: false },
    },
  });
  sessionStore.sub(employeeAtom, () => {
    if (sessionStore.get(employeeAtom) === null) client.clear();
  });
  return client;
}
