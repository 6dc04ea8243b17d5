import { ForgotPasswordScreen } from '../features/forgot-password/components/forgot-password-screen';
import { AUTH_PATHS } from './paths';

/** /auth/forgotPassword */
export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen loginTo={AUTH_PATHS.login} />;
}
