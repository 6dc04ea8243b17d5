import { getServiceWithQuery, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/** How many low stock services the dashboard lists. */
export const LOW_STOCK_SHOWN = 5;

/**
 * The active services running low on credentials, by serial, the first few of them (a page of
 * `LOW_STOCK_SHOWN`; `totalItems` says how many in all). Cached under the services' lists, so an
 * import or a change of a service refreshes it.
 */
export function useLowStockServices() {
  const params = { limit: LOW_STOCK_SHOWN, filters: { lowStock: true, isActive: true } } as const;
  return useQuery({
    queryKey: [...queryKeys.services.lists, 'low-stock'],
    queryFn: ({ signal }) => getServiceWithQuery(params, signal),
  });
}
