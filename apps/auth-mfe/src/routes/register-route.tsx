import { usePageTitle } from '@shopdesk/session';
import { useNavigate, useParams } from 'react-router-dom';
import { RegisterScreen } from '../features/register/components/register-screen';
import { AUTH_PATHS, DASHBOARD_PATH } from './paths';

/** /auth/register/:token */
export function RegisterRoute() {
  usePageTitle('Create Account');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RegisterScreen
      token={token}
      loginTo={AUTH_PATHS.login}
      onRegistered={() => navigate(DASHBOARD_PATH, { replace: true })}
    />
  );
}
