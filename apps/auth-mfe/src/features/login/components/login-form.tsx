import type { SecondFactorRequired } from '@shopdesk/contracts';
import { useSessionEnded } from '@shopdesk/session';
import type { Static } from '@sinclair/typebox';
import { lazySchema } from '@shopdesk/form-rules';
import { color, FieldStack, radius, space, TextField, toast } from '@shopdesk/ui-kit';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/submit-button';
import { passkeysSupported } from '@shopdesk/api-client';
import { usePasskeySignIn } from '../../../lib/passkey-sign-in';
import { PasskeyButton } from '../../../lib/passkey-button';
import { useLogin } from '../api/login';
import { loginFailureText } from './login-failure-text';
import type { LoginValues } from './login-schema';

const ForgotRow = styled.p`
  text-align: right;
`;

const SessionEnded = styled.p`
  margin: 0 0 ${space('md')};
  padding: ${space('sm')} ${space('md')};
  color: ${color('text')};
  background: ${color('warningSoft')};
  border-radius: ${radius('md')};
`;

/** What the password step answers when a second factor is awaited. */
export type SecondFactorStep = Static<typeof SecondFactorRequired>['secondFactor'];

const initialValues: LoginValues = { email: '', password: '' };

// The first screen of the day: its rules (and yup) come with the first focus, not with the page.
const loginRules = lazySchema<LoginValues>(() => import('./login-schema').then((m) => m.loginSchema));

export interface LoginFormProps {
  /** Where 'Forgot Password?' goes. */
  forgotPasswordTo: string;
  /** Called once the employee is stored. */
  onSignedIn: () => void;
  /** Called when the password was right and a second factor is awaited (its pending sign-in, and the ways the employee has). */
  onSecondFactor: (secondFactor: SecondFactorStep) => void;
}

/** The login screen: Email, Password, 'Forgot Password?', Login and "Sign in with a passkey"; with a second factor, its step follows. */
export function LoginForm({ forgotPasswordTo, onSignedIn, onSecondFactor }: LoginFormProps) {
  const { mutateAsync: login } = useLogin();
  const passkey = usePasskeySignIn();
  const sessionEnded = useSessionEnded();

  const submit = ({ email, password }: LoginValues) =>
    login({ email: email.trim(), password }).then(
      (answer) => {
        if ('secondFactor' in answer) return onSecondFactor(answer.secondFactor);
        toast.success('Successfully Logged in!');
        onSignedIn();
      },
      (error: unknown) => {
        toast.error(loginFailureText(error));
      },
    );

  return (
    <AuthCard title="Sign in" description="Use your employee e-mail and password.">
      {sessionEnded && <SessionEnded role="status">Your session has ended. Sign in again to go on where you were.</SessionEnded>}
      <Formik initialValues={initialValues} validate={loginRules.validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate onFocus={loginRules.warmUp}>
            <FieldStack>
              <TextField name="email" label="Email" type="email" autoComplete="username" />
              <TextField name="password" label="Password" type="password" autoComplete="current-password" />
              <ForgotRow>
                <Link to={forgotPasswordTo}>Forgot Password?</Link>
              </ForgotRow>
              <SubmitButton busy={isSubmitting}>Login</SubmitButton>
              {passkeysSupported() && (
                <PasskeyButton
                  label="Sign in with a passkey"
                  run={() => passkey.mutateAsync()}
                  busy={passkey.isPending}
                  disabled={isSubmitting}
                  refused="The passkey was not accepted: try again, or sign in with your password"
                  onSignedIn={onSignedIn}
                />
              )}
            </FieldStack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
