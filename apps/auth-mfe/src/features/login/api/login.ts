import { login } from '@shopdesk/api-client';
import { useSignIn } from '@shopdesk/session';
import { useMutation } from '@tanstack/react-query';

/** Signs in and stores the employee answered, which signs the whole app in (docs/product.md#session). */
export function useLogin() {
  const signIn = useSignIn();
  return useMutation({ mutationFn: login, onSuccess: (employee) => signIn(employee) });
}
