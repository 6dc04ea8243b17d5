import { getServiceCredentialWithQuery, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The credentials still to hand out, across every service: active and not used yet (a one-row
 * page's `totalItems`). Cached under the credentials' lists, so creating, archiving or using one
 * refreshes it.
 */
export function useAvailableCredentialCount() {
  const params = { limit: 1, filters: { isActive: true, isUsed: false } } as const;
  return useQuery({
    queryKey: [...queryKeys.serviceCredentials.lists, 'available-count'],
    queryFn: ({ signal }) => getServiceCredentialWithQuery(params, signal),
    select: (page) => page.totalItems,
  });
}
