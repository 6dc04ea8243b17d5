import { returnPathFrom, usePageTitle } from '@shopdesk/session';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/login/components/login-form';
import { AUTH_PATHS, DASHBOARD_PATH } from './paths';

/** /auth/login: once signed in, back to the page that asked for it (see returnPathFrom), else the dashboard. */
export function LoginRoute() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <LoginForm
      forgotPasswordTo={AUTH_PATHS.forgotPassword}
      onSignedIn={() => navigate(returnPathFrom(state) ?? DASHBOARD_PATH, { replace: true })}
    />
  );
}
