import {
  confirmTotpEnrolment,
  disableTotp,
  getMySecurity,
  queryKeys,
  renewRecoveryCodes,
  startTotpEnrolment,
} from '@shopdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Where the page keeps the employee's second factor (account/security). */
export const securityKey = [...queryKeys.account.all, 'security'] as const;

/** Whether the authenticator app is off, being set up or on, and the recovery codes left. */
export function useMySecurity() {
  return useQuery({ queryKey: securityKey, queryFn: getMySecurity });
}

/**
 * After a change of the second factor, done or refused (a 409 says the page was out of date): the
 * security state is read again. The secret and the codes a change answers stay with its caller.
 */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKey });
}

/** Starts setting up the app: a new secret and its otpauth:// URI (409 when the app is on). */
export function useStartTotp() {
  return useMutation({ mutationFn: startTotpEnrolment, onSettled: useRefreshSecurity() });
}

/** Turns the app on with its first code; answers the ten recovery codes (400 at code when wrong). */
export function useConfirmTotp() {
  return useMutation({ mutationFn: confirmTotpEnrolment, onSettled: useRefreshSecurity() });
}

/** Turns the app off (400 at password when wrong); answers the API's message. */
export function useDisableTotp() {
  return useMutation({ mutationFn: disableTotp, onSettled: useRefreshSecurity() });
}

/** Ten new recovery codes, the old ones no longer valid (400 at password when wrong). */
export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes, onSettled: useRefreshSecurity() });
}
