import { useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/login/components/login-form';
import { AUTH_PATHS, DASHBOARD_PATH } from './paths';

/** /auth/login */
export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <LoginForm
      forgotPasswordTo={AUTH_PATHS.forgotPassword}
      onSignedIn={() => navigate(DASHBOARD_PATH, { replace: true })}
    />
  );
}
