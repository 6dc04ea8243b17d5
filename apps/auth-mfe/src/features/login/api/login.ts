import { login } from '@shopdesk/api-client';
import { useSignIn } from '@shopdesk/session';
import { useMutation } from '@tanstack/react-query';

/**
 * Signs in: a right password answers the employee, stored at once, which signs the whole app in
 * (docs/product.md#session); for an employee with a second factor it answers a pending sign-in
 * instead, and nothing is stored until its code step succeeds.
 */
export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('token' in answer) signIn(answer);
    },
  });
}
