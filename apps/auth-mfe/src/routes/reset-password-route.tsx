import { useNavigate, useParams } from 'react-router-dom';
import { ResetPasswordForm } from '../features/reset-password/components/reset-password-form';
import { AUTH_PATHS } from './paths';

/** /auth/resetEmployeePassword/:token */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return <ResetPasswordForm token={token} onChanged={() => navigate(AUTH_PATHS.login, { replace: true })} />;
}
