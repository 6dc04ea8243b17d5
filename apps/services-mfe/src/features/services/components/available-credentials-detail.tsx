import { errorMessage } from '@shopdesk/api-client';
import { DetailList, ErrorNotice, Loader } from '@shopdesk/ui-kit';
import { useAvailableCredentialCount } from '../../../lib/count-available-credentials';

/**
 * 'Available credentials' of a stock service, as a detail row: how many can still be handed out,
 * a small loader meanwhile, a Retry when the count cannot load.
 *
 * @example {service.delivery === 'stock' && <AvailableCredentialsDetail serviceId={service._id} />}
 */
export function AvailableCredentialsDetail({ serviceId }: { serviceId: string }) {
  const count = useAvailableCredentialCount(serviceId);
  const value = count.isError ? (
    <ErrorNotice message={errorMessage(count.error, 'Could not count the credentials')} onRetry={() => void count.refetch()} />
  ) : count.isPending ? (
    <Loader size="sm" label="Counting the credentials" />
  ) : (
    count.data
  );
  return <DetailList items={[{ label: 'Available credentials', value }]} />;
}
