import { loginWithCode } from '@shopdesk/api-client';
import { useSignIn } from '@shopdesk/session';
import { useMutation } from '@tanstack/react-query';

/** The second step of a sign-in: the code, then the employee is stored, which signs the app in. */
export function useLoginWithCode() {
  const signIn = useSignIn();
  return useMutation({ mutationFn: loginWithCode, onSuccess: (employee) => signIn(employee) });
}
