import { LEVEL_LABELS } from '@shopdesk/contracts';
import { useEmployee, usePageTitle } from '@shopdesk/session';
import { DetailList } from '@shopdesk/ui-kit';
import { SettingsCard, SettingsPage } from '../../../lib/settings-page';
import { ChangePasswordForm } from './change-password-form';
import { MyPasskeys } from './my-passkeys';
import { MySessions } from './my-sessions';
import { TwoFactorSignIn } from './two-factor-sign-in';

/**
 * `profile` (/main/profile leads here): who is signed in and at which level, their password,
 * their second factor (an authenticator app), their passkeys and their sessions.
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const employee = useEmployee();
  return (
    <SettingsPage>
      <h1>Profile</h1>
      {employee && (
        <SettingsCard title="Account">
          <DetailList
            items={[
              { label: 'Name', value: employee.name },
              { label: 'Email', value: employee.email },
              { label: 'Level', value: LEVEL_LABELS[employee.level] ?? employee.level },
            ]}
          />
        </SettingsCard>
      )}
      <SettingsCard title="Password" intro="Changing it signs out your other sessions; an e-mail tells you it changed.">
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard title="Two-factor sign-in">
        <TwoFactorSignIn />
      </SettingsCard>
      <SettingsCard
        title="Passkeys"
        intro="Sign in with your fingerprint, face or device PIN instead of your password; a passkey also counts as your second factor."
      >
        <MyPasskeys />
      </SettingsCard>
      <SettingsCard title="Sessions" intro="Where you are signed in. Sign out any you do not recognise, then change your password.">
        <MySessions />
      </SettingsCard>
    </SettingsPage>
  );
}
