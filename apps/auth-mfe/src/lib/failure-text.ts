import { ApiError, errorMessage } from '@shopdesk/api-client';

export const NO_CONNECTION = 'Could not reach the server. Check your connection and try again.';

/**
 * The toast text of a failed call: the server's message (a 429's wait, a used link...), else
 * `fallback`; when no answer came at all, says so rather than blaming the input.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0 && !error.canceled) return NO_CONNECTION;
  return errorMessage(error, fallback);
}
