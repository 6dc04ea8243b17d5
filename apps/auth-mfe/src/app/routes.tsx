import { Navigate, Route, Routes } from 'react-router-dom';
import { EmailVerificationRoute } from '../routes/email-verification-route';
import { ForgotPasswordRoute } from '../routes/forgot-password-route';
import { LoginRoute } from '../routes/login-route';
import { AUTH_PATHS } from '../routes/paths';
import { RegisterRoute } from '../routes/register-route';
import { ResetPasswordRoute } from '../routes/reset-password-route';
import { TwoFactorSetupRoute } from '../routes/two-factor-setup-route';

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
