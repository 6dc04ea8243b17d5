import { resetPassword } from '@shopdesk/api-client';
import { useMutation } from '@tanstack/react-query';

/** Sets a new password with the e-mailed reset token; it does not sign in. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
