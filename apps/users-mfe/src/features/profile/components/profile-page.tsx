import { LEVEL_LABELS } from '@shopdesk/contracts';
import { useEmployee, usePageTitle } from '@shopdesk/session';
import { color, DetailList, fontSize, radius, space } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChangePasswordForm } from './change-password-form';
import { MySessions } from './my-sessions';
import { TwoFactorSignIn } from './two-factor-sign-in';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xl')};
  max-width: 760px;
`;

const Panel = styled.section`
  padding: ${space('lg')} ${space('xl')};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  h2 {
    margin: 0 0 ${space('md')};
    font-size: ${fontSize('lg')};
  }
  /* The intro only: a field's error or hint inside keeps its own colour. */
  > p {
    margin: 0 0 ${space('md')};
    color: ${color('textMuted')};
  }
`;

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </Panel>
  );
}

/**
 * `profile` (/main/profile leads here): who is signed in and at which level, their password,
 * their second factor (an authenticator app) and their sessions.
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const employee = useEmployee();
  return (
    <Page>
      <h1>Profile</h1>
      {employee && (
        <Section title="Account">
          <DetailList
            items={[
              { label: 'Name', value: employee.name },
              { label: 'Email', value: employee.email },
              { label: 'Level', value: LEVEL_LABELS[employee.level] ?? employee.level },
            ]}
          />
        </Section>
      )}
      <Section title="Password" intro="Changing it signs out your other sessions; an e-mail tells you it changed.">
        <ChangePasswordForm />
      </Section>
      <Section title="Two-factor sign-in">
        <TwoFactorSignIn />
      </Section>
      <Section title="Sessions" intro="Where you are signed in. Sign out any you do not recognise, then change your password.">
        <MySessions />
      </Section>
    </Page>
  );
}
