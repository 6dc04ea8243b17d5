import { api, type ServiceType } from '@shopdesk/contracts';
import { LOW_STOCK_KEY } from '../utils/use-low-stock-filter';
import { useResourceList } from '@shopdesk/lists';

/** The 'Low stock only' box as the call's filter; left out when off: the API's lowStock filter only ever narrows the list. */
const lowStockFilter = (params: URLSearchParams) => ({ lowStock: params.get(LOW_STOCK_KEY) === 'true' || undefined });

/**
 * The services of one type (services/getServiceWithQuery), by serial, with their stock: search,
 * page, the Active/Archived filter and 'Low stock only' in the URL; saved views per type.
 */
export function useServices(type: ServiceType) {
  return useResourceList(api.services.getServiceWithQuery, {
    filters: { type },
    activeFilter: true,
    views: { list: `services.${type}`, urlFilters: lowStockFilter },
    errorFallback: 'Could not load the services',
  });
}
