import { passSecondStepWithPasskey, signInWithPasskey } from '@shopdesk/api-client';
import { useSignIn } from '@shopdesk/session';
import { useMutation } from '@tanstack/react-query';

/** Signs in with a passkey instead of the password; the employee is stored, which signs the app in. */
export function usePasskeySignIn() {
  const signIn = useSignIn();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: (employee) => signIn(employee) });
}

/** Passes a sign-in's second step with a passkey; the employee is stored. */
export function usePasskeySecondStep() {
  const signIn = useSignIn();
  return useMutation({ mutationFn: passSecondStepWithPasskey, onSuccess: (employee) => signIn(employee) });
}
