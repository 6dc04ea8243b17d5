import { confirmTotpEnrolment, getMySecurity, queryKeys, startTotpEnrolment } from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Whether the authenticator app is off, being set up or on, the recovery codes left, and what the shop's policy asks. */
export function useMySecurity() {
  return useQuery({ queryKey: queryKeys.account.security, queryFn: getMySecurity });
}

/**
 * After a change of the second factor, done or refused (a 409 says the page was out of date): the
 * security state is read again. The secret and the codes a change answers stay with its caller.
 */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.account.security });
}

/** Starts setting up the app: a new secret and its otpauth:// URI (409 when the app is on). */
export function useStartTotp() {
  return useMutation({ mutationFn: startTotpEnrolment, onSettled: useRefreshSecurity() });
}

/** Turns the app on with its first code; answers the ten recovery codes (400 at code when wrong). */
export function useConfirmTotp() {
  return useMutation({ mutationFn: confirmTotpEnrolment, onSettled: useRefreshSecurity() });
}
