import { removePasskey } from '@shopdesk/api-client';
import { useRefreshSecurity } from '@shopdesk/two-factor';
import { useMutation } from '@tanstack/react-query';

/** Removes one of one's passkeys (the page's dialog asks for a fresh proof first); the list is read again either way. */
export function useRemovePasskey() {
  return useMutation({ mutationFn: removePasskey, onSettled: useRefreshSecurity() });
}
