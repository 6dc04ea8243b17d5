import { ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { DeadLink } from '../../../components/dead-link';
import { failureText } from '../../../lib/failure-text';
import { useResetLinkCheck } from '../api/check-reset-link';
import { ResetPasswordForm } from './reset-password-form';

export interface ResetPasswordScreenProps {
  /** The reset token from the e-mailed link. */
  token: string;
  /** Where asking for a new link goes (the forgot-password screen). */
  forgotPasswordTo: string;
  /** Called once the password is changed. */
  onChanged: () => void;
}

const TITLE = 'Reset your password';

/** The reset form once the link is known to work, or why it no longer does and how to get a new one. */
export function ResetPasswordScreen({ token, forgotPasswordTo, onChanged }: ResetPasswordScreenProps) {
  const link = useResetLinkCheck(token);

  if (link.state === 'checking') {
    return (
      <AuthCard title={TITLE}>
        <Loader label="Checking your reset link" />
      </AuthCard>
    );
  }

  if (link.state === 'dead') {
    return (
      <AuthCard title="Reset link unavailable" footer={<Link to={forgotPasswordTo}>Ask for a new reset link</Link>}>
        <DeadLink>This reset link has expired or has already been used</DeadLink>
      </AuthCard>
    );
  }

  if (link.state === 'failed') {
    return (
      <AuthCard title={TITLE}>
        <ErrorNotice
          message={failureText(link.error, 'Could not check your reset link.')}
          onRetry={link.retry}
          retrying={link.retrying}
          layout="stacked"
        />
      </AuthCard>
    );
  }

  return <ResetPasswordForm token={token} onChanged={onChanged} />;
}
