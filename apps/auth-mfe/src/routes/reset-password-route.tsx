import { usePageTitle } from '@shopdesk/session';
import { useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordScreen } from '../features/reset-password/components/reset-password-screen';
import { AUTH_PATHS } from './paths';

/** /auth/resetEmployeePassword/:token */
export function ResetPasswordRoute() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ResetPasswordScreen
      token={token}
      forgotPasswordTo={AUTH_PATHS.forgotPassword}
      onChanged={() => navigate(AUTH_PATHS.login, { replace: true })}
    />
  );
}
