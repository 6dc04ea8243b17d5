import { api } from '@shopdesk/contracts';
import { useResourceList } from '@shopdesk/lists';

/**
 * The credentials of one service (serviceCredentials/getServiceCredentialWithQuery), without
 * their passwords: search, page and the Active/Archived filter in the URL.
 */
export function useCredentials(serviceId: string) {
  return useResourceList(api.serviceCredentials.getServiceCredentialWithQuery, {
    filters: { service: serviceId },
    activeFilter: true,
    views: { list: 'credentials' },
    errorFallback: 'Could not load the credentials',
  });
}
