import { lazyOnMount, Loader } from '@shopdesk/ui-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginRoute } from '../routes/login-route';
import { AUTH_PATHS } from '../routes/paths';

const LOADING = <Loader label="Loading" />;

// Sign-in is where nearly every visit to the section goes, so it comes with the section's code;
// the other screens (and the QR code and passkey code they use) are fetched when one is opened.
const RegisterRoute = lazyOnMount(() => import('../routes/register-route').then((m) => ({ default: m.RegisterRoute })), LOADING);
const ForgotPasswordRoute = lazyOnMount(() => import('../routes/forgot-password-route').then((m) => ({ default: m.ForgotPasswordRoute })), LOADING);
const EmailVerificationRoute = lazyOnMount(() => import('../routes/email-verification-route').then((m) => ({ default: m.EmailVerificationRoute })), LOADING);
const ResetPasswordRoute = lazyOnMount(() => import('../routes/reset-password-route').then((m) => ({ default: m.ResetPasswordRoute })), LOADING);
const TwoFactorSetupRoute = lazyOnMount(() => import('../routes/two-factor-setup-route').then((m) => ({ default: m.TwoFactorSetupRoute })), LOADING);

/**
 * The Auth section's route tree, mounted by the shell at /auth/*; paths here are relative.
 * Anything else under /auth goes to the login screen.
 */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginRoute />} />
      <Route path="register/:token" element={<RegisterRoute />} />
      <Route path="forgotPassword" element={<ForgotPasswordRoute />} />
      <Route path="emailVerification" element={<EmailVerificationRoute />} />
      <Route path="resetEmployeePassword/:token" element={<ResetPasswordRoute />} />
      <Route path="twoFactor" element={<TwoFactorSetupRoute />} />
      <Route path="*" element={<Navigate to={AUTH_PATHS.login} replace />} />
    </Routes>
  );
}
