import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { CheckYourEmail } from './check-your-email';
import { ForgotPasswordForm } from './forgot-password-form';

/** Forgot password: the e-mail form, then 'Check your email' with resend. */
export function ForgotPasswordScreen({ loginTo }: { loginTo: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) return <CheckYourEmail email={sentTo} backLink={<Link to={loginTo}>Go Back Login</Link>} />;

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail and we will send you a link to set a new password."
      footer={<Link to={loginTo}>Go Back</Link>}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}
