import { ApiError, getEmailFromToken } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

const invitedEmailKey = (token: string) => ['auth', 'invitedEmail', token] as const;

/**
 * The e-mail an invite was sent to. Read once: registering consumes the invite, and a refetch
 * then (window focus) would turn the screen into 'expired' under the employee's feet.
 */
export function useInvitedEmail(token: string) {
  return useQuery({
    queryKey: invitedEmailKey(token),
    queryFn: () => getEmailFromToken(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The link is dead: unknown, used or expired (404), or not a token at all (400). */
export function isDeadInvite(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
