import { errorMessage } from '@shopdesk/api-client';
import { usePageTitle } from '@shopdesk/session';
import { ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { SettingsCard, SettingsPage } from '../../../lib/settings-page';
import { useSecuritySettings } from '../api/security-settings';
import { StorefrontKeys } from './storefront-keys';
import { TwoFactorPolicyForm } from './two-factor-policy-form';

/** `security` (owners): the shop's sign-in policy and the storefront's keys, a card each. */
export function SecuritySettingsPage() {
  usePageTitle('Security settings');
  const settings = useSecuritySettings();
  return (
    <SettingsPage>
      <h1>Security settings</h1>
      <SettingsCard
        title="Two-factor sign-in"
        intro="Whom the shop requires to sign in with a code from an authenticator app besides the password. Owners can reset an employee's from their page."
      >
        {settings.isPending && <Loader label="Loading the security settings" />}
        {settings.isError && (
          <ErrorNotice message={errorMessage(settings.error, 'Could not load the security settings')} onRetry={() => void settings.refetch()} />
        )}
        {settings.data && <TwoFactorPolicyForm settings={settings.data} />}
      </SettingsCard>
      <SettingsCard title="Storefront keys" intro="The keys the shop's storefront sends its orders with. Each is shown once, when made.">
        <StorefrontKeys />
      </SettingsCard>
    </SettingsPage>
  );
}
