import { usePageTitle } from '@shopdesk/session';
import { EmailVerificationForm } from '../features/email-verification/components/email-verification-form';

/** /auth/emailVerification */
export function EmailVerificationRoute() {
  usePageTitle('Email Verification');
  return <EmailVerificationForm />;
}
