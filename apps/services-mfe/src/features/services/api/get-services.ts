import { useResourceList } from '@shopdesk/api-client';
import { api, type ServiceType } from '@shopdesk/contracts';

/**
 * The services of one type (services/getServiceWithQuery), by serial: search, page and the
 * Active/Archived filter in the URL.
 */
export function useServices(type: ServiceType) {
  return useResourceList(api.services.getServiceWithQuery, {
    filters: { type },
    errorFallback: 'Could not load the services',
  });
}
