import { errorMessage } from '@shopdesk/api-client';
import { SECTIONS } from '@shopdesk/sections';
import { Card, ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { useAvailableCredentialCount } from '../../../lib/count-available-credentials';

const availableText = (count: number) =>
  count === 0 ? 'None left to hand out' : `${count} ready to hand out`;

/**
 * The stock of credentials still to hand out, across every service, leading to the services hub
 * (credentials are kept per service). A loader meanwhile, a Retry when the count cannot load.
 *
 * @example <AvailableCredentialsCard />
 */
export function AvailableCredentialsCard() {
  const count = useAvailableCredentialCount();
  if (count.isError) {
    return (
      <ErrorNotice
        message={errorMessage(count.error, 'Could not load the available credentials')}
        onRetry={() => void count.refetch()}
      />
    );
  }
  if (count.isPending) return <Loader label="Loading available credentials" />;
  return <Card title="Available credentials" to={SECTIONS.services.dashboardPath ?? SECTIONS.services.mountPath} description={availableText(count.data)} />;
}
