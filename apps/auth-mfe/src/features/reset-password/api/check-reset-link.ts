import { ApiError, checkResetToken } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

const resetLinkKey = (token: string) => ['auth', 'resetLink', token] as const;

/**
 * Whether a reset link still works, asked once when its page opens, so a used or expired link
 * says so before a password is typed. Not refetched: the reset itself uses the link up, and a
 * refetch then (window focus) would call it dead under the employee's feet.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: resetLinkKey(token),
    queryFn: () => checkResetToken(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The link is dead: unknown, used or expired (404), or not a token at all (400). */
export function isDeadResetLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
