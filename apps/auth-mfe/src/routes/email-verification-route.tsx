import { EmailVerificationForm } from '../features/email-verification/components/email-verification-form';

/** /auth/emailVerification */
export function EmailVerificationRoute() {
  return <EmailVerificationForm />;
}
