import { usePageTitle } from '@shopdesk/session';
import { ForgotPasswordScreen } from '../features/forgot-password/components/forgot-password-screen';
import { AUTH_PATHS } from './paths';

/** /auth/forgotPassword */
export function ForgotPasswordRoute() {
  usePageTitle('Forgot Password');
  return <ForgotPasswordScreen loginTo={AUTH_PATHS.login} />;
}
