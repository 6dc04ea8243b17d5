import { ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { DeadLink } from '../../../components/dead-link';
import { failureText } from '../../../lib/failure-text';
import { useInvitedEmail } from '../api/get-email-from-token';
import { RegisterForm } from './register-form';

export interface RegisterScreenProps {
  /** The invite token from the e-mailed link. */
  token: string;
  /** Where 'Log In' goes. */
  loginTo: string;
  /** Called once the new employee is stored. */
  onRegistered: () => void;
}

const TITLE = 'Create your account';

/** Registration by invite: the invited e-mail read-only, the level it joins at, and the form; or why the link no longer works. */
export function RegisterScreen({ token, loginTo, onRegistered }: RegisterScreenProps) {
  const invite = useInvitedEmail(token);
  const logIn = <Link to={loginTo}>Log In</Link>;

  if (invite.state === 'checking') {
    return (
      <AuthCard title={TITLE}>
        <Loader label="Checking your invitation" />
      </AuthCard>
    );
  }

  if (invite.state === 'dead') {
    return (
      <AuthCard
        title="Invitation unavailable"
        footer={<span>Ask a colleague to invite you again, or {logIn} if you already have an account.</span>}
      >
        <DeadLink>This invitation link has expired or has already been used</DeadLink>
      </AuthCard>
    );
  }

  if (invite.state === 'failed') {
    return (
      <AuthCard title={TITLE} footer={<span>Already have an account? {logIn}</span>}>
        <ErrorNotice
          message={failureText(invite.error, 'Could not check your invitation.')}
          onRetry={invite.retry}
          retrying={invite.retrying}
          layout="stacked"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={TITLE}
      description="You have been invited to Shopdesk. Choose your name and a password."
      footer={<span>Already have an account? {logIn}</span>}
    >
      <RegisterForm token={token} email={invite.data.email} level={invite.data.level} onRegistered={onRegistered} />
    </AuthCard>
  );
}
