import { useResourceList } from '@shopdesk/api-client';
import { api, type ServiceType } from '@shopdesk/contracts';

/**
 * The services of one type (services/getServiceWithQuery), by serial, with their stock: search,
 * page and the Active/Archived filter in the URL; `lowStock` keeps the services running low only.
 */
export function useServices(type: ServiceType, lowStock = false) {
  return useResourceList(api.services.getServiceWithQuery, {
    // Left out when off: the API's lowStock filter only ever narrows the list.
    filters: { type, lowStock: lowStock || undefined },
    errorFallback: 'Could not load the services',
  });
}
