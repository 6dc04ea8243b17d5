import { getServiceWithQuery, queryKeys } from '@shopdesk/api-client';
import type { ServiceType } from '@shopdesk/contracts';
import { useQuery } from '@tanstack/react-query';

/** The number of active services of a type: a one-row page's `totalItems`. */
export function useActiveServiceCount(type: ServiceType) {
  const params = { limit: 1, filters: { type, isActive: true } } as const;
  return useQuery({
    queryKey: [...queryKeys.services.lists, 'active-count', type],
    queryFn: ({ signal }) => getServiceWithQuery(params, signal),
    select: (page) => page.totalItems,
  });
}
