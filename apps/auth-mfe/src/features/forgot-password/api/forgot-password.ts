import { forgotPassword } from '@shopdesk/api-client';
import { useMutation } from '@tanstack/react-query';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
