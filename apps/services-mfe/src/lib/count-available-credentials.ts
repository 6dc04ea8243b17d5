import { getServiceCredentialWithQuery, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The credentials still to hand out, of one service or (without `serviceId`) of every service:
 * active, not used yet and not reported bad, as the API counts a stock (a one-row page's
 * `totalItems`). Cached under the credentials' lists, so creating, importing, archiving or using
 * one refreshes it.
 *
 * @example const available = useAvailableCredentialCount(service._id); // available.data: 12
 */
export function useAvailableCredentialCount(serviceId?: string) {
  const filters = { isActive: true, isUsed: false, isBad: false, ...(serviceId ? { service: serviceId } : {}) };
  return useQuery({
    queryKey: [...queryKeys.serviceCredentials.lists, 'available-count', serviceId ?? 'every service'],
    queryFn: ({ signal }) => getServiceCredentialWithQuery({ limit: 1, filters }, signal),
    select: (page) => page.totalItems,
  });
}
