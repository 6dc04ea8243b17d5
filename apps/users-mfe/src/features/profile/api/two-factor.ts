import { disableTotp, renewRecoveryCodes } from '@shopdesk/api-client';
import { useRefreshSecurity } from '@shopdesk/two-factor';
import { useMutation } from '@tanstack/react-query';

/** Turns the app off (400 at password when wrong); answers the API's message. */
export function useDisableTotp() {
  return useMutation({ mutationFn: disableTotp, onSettled: useRefreshSecurity() });
}

/** Ten new recovery codes, the old ones no longer valid (400 at password when wrong). */
export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes, onSettled: useRefreshSecurity() });
}
