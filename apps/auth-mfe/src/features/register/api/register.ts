import { register } from '@shopdesk/api-client';
import { useSignIn } from '@shopdesk/session';
import { useMutation } from '@tanstack/react-query';

/** Creates the invited employee's account and stores the employee answered: registering signs in. */
export function useRegister() {
  const signIn = useSignIn();
  return useMutation({ mutationFn: register, onSuccess: (employee) => signIn(employee) });
}
