import { ApiError, passkeysSupported } from '@shopdesk/api-client';
import { lazySchema } from '@shopdesk/form-rules';
import { Button, FieldStack, TextField, toast } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';
import { usePasskeySecondStep } from '../../../lib/passkey-sign-in';
import { PasskeyButton } from '../../../lib/passkey-button';
import { useLoginWithCode } from '../api/login-with-code';
import type { CodeValues } from './code-schema';

// Shown by the sign-in screen, which does not wait for yup (see login-form.tsx).
const codeRules = lazySchema<CodeValues>(() => import('./code-schema').then((m) => m.codeSchema));

/** What a refused code says when the server did not (it always does). */
const CODE_REFUSED = 'The code is wrong or the sign-in has expired: check the code, or sign in again';

export interface SecondFactorFormProps {
  /** The pending sign-in the password step answered. */
  pendingToken: string;
  /** The ways the employee has: an app's code (or a recovery code), a passkey. */
  methods: readonly ('totp' | 'recoveryCode' | 'passkey')[];
  /** Called once the employee is stored. */
  onSignedIn: () => void;
  /** Back to the password step (the pending sign-in expired, or another account). */
  onBack: () => void;
}

/**
 * The second step of a sign-in: "Authentication code" (the app's 6 digits, or a recovery code) and
 * Verify, and "Use a passkey" for an employee with one (only that, for one without an app). A wrong code keeps the form to try again; after a few, or after 5 minutes, the sign-in
 * must start again from the password.
 */
export function SecondFactorForm({ pendingToken, methods, onSignedIn, onBack }: SecondFactorFormProps) {
  const { mutateAsync: verify } = useLoginWithCode();
  const passkey = usePasskeySecondStep();
  const byCode = methods.includes('totp');
  const byPasskey = methods.includes('passkey') && passkeysSupported();
  const passkeyButton = byPasskey && (
    <PasskeyButton
      label="Use a passkey"
      run={() => passkey.mutateAsync(pendingToken)}
      busy={passkey.isPending}
      refused="The passkey was not accepted or the sign-in has expired: try again, or sign in again"
      onSignedIn={onSignedIn}
    />
  );

  const submit = ({ code }: CodeValues) =>
    verify({ pendingToken, code: code.trim() }).then(
      () => {
        toast.success('Successfully Logged in!');
        onSignedIn();
      },
      (error: unknown) => {
        toast.error(error instanceof ApiError && error.status === 401 ? error.message || CODE_REFUSED : failureText(error, CODE_REFUSED));
      },
    );

  if (!byCode) {
    return (
      <AuthCard title="Two-step verification" description="Confirm with your passkey: your device asks for your fingerprint, face or PIN.">
        <FieldStack>
          {passkeyButton || <p>This browser cannot use passkeys: sign in on a device that holds yours, or ask an owner to reset your two-factor sign-in.</p>}
          <Button variant="secondary" onClick={onBack}>
            Back to sign in
          </Button>
        </FieldStack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Two-step verification" description="Enter the 6-digit code your authenticator app shows for Shopdesk.">
      <Formik initialValues={{ code: '' }} validate={codeRules.validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate onFocus={codeRules.warmUp}>
            <FieldStack>
              <TextField
                name="code"
                label="Authentication code"
                autoComplete="one-time-code"
                hint="Lost your phone? Type one of your recovery codes instead."
              />
              <SubmitButton busy={isSubmitting}>Verify</SubmitButton>
              {passkeyButton}
              <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
                Back to sign in
              </Button>
            </FieldStack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
