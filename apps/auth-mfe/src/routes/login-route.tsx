import { returnPathFrom, usePageTitle } from '@shopdesk/session';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginForm, type SecondFactorStep } from '../features/login/components/login-form';
import { SecondFactorForm } from '../features/second-factor/components/second-factor-form';
import { AUTH_PATHS, DASHBOARD_PATH } from './paths';

/**
 * /auth/login: the password (or a passkey), then for an employee with a second factor its code or
 * passkey; once signed in,
 * back to the page that asked for it (see returnPathFrom), else the dashboard. The code step lives
 * in this page's state only: a reload starts again from the password, as the pending sign-in's
 * token must not outlive the page.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);
  usePageTitle(secondFactor ? 'Two-step verification' : 'Login');
  const signedIn = () => navigate(returnPathFrom(state) ?? DASHBOARD_PATH, { replace: true });
  if (secondFactor) {
    return (
      <SecondFactorForm
        pendingToken={secondFactor.pendingToken}
        methods={secondFactor.methods}
        onSignedIn={signedIn}
        onBack={() => setSecondFactor(null)}
      />
    );
  }
  return <LoginForm forgotPasswordTo={AUTH_PATHS.forgotPassword} onSignedIn={signedIn} onSecondFactor={setSecondFactor} />;
}
