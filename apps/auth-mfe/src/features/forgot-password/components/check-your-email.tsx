import { Button, color, fontSize, space, toast } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthCard } from '../../../components/auth-card';
import { useForgotPassword } from '../api/forgot-password';
import { sendFailureText } from './send-failure-text';

const Resend = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  text-align: center;
`;

const Address = styled.strong`
  color: ${color('text')};
  overflow-wrap: anywhere;
`;

export interface CheckYourEmailProps {
  /** The address the link was asked for. */
  email: string;
  /** The 'Go Back Login' link. */
  backLink: ReactNode;
}

/** After the request: where to look, and 'resend email' (sends the same request again). */
export function CheckYourEmail({ email, backLink }: CheckYourEmailProps) {
  const resend = useForgotPassword();

  const sendAgain = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success('If an account was found, we have sent the e-mail again.'),
        onError: (error) => toast.error(sendFailureText(error)),
      },
    );

  return (
    <AuthCard
      title="Check your email"
      description={
        <>
          If an account was found for <Address>{email}</Address>, an e-mail with a link to reset your password has been
          sent to it.
        </>
      }
      footer={backLink}
    >
      <Resend>
        <p>Didn&apos;t get it? Check your spam folder, or send it again.</p>
        <Button variant="secondary" busy={resend.isPending} onClick={sendAgain}>
          resend email
        </Button>
      </Resend>
    </AuthCard>
  );
}
