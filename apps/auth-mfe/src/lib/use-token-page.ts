import { ApiError } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/** A page opened from an e-mailed link (an invite, a password reset), as its token's check left it. */
export type TokenPage<T> =
  | { state: 'checking' }
  /** Unknown, used or expired (404), or not a token at all (400): only a new link helps. */
  | { state: 'dead' }
  /** The check itself failed (no connection, a 429, a 500): it may work on a retry. */
  | { state: 'failed'; error: unknown; retry: () => void; retrying: boolean }
  | { state: 'ready'; data: T };

const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Checks a link's token once, when its page opens, so a used or expired link says so before
 * anything is typed. Not refetched: the page's form uses the token up, and a refetch then (window
 * focus) would call the link dead under the employee's feet.
 *
 * @example const invite = useTokenPage('invitedEmail', token, getEmailFromToken);
 */
export function useTokenPage<T>(name: string, token: string, check: (token: string) => Promise<T>): TokenPage<T> {
  const query = useQuery({
    queryKey: ['auth', name, token],
    queryFn: () => check(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (query.isPending) return { state: 'checking' };
  if (query.isError) {
    if (isDeadLink(query.error)) return { state: 'dead' };
    return { state: 'failed', error: query.error, retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return { state: 'ready', data: query.data };
}
