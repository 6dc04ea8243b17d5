import { getSingleService, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * One service (services/getSingleService/:id), read fresh whenever a screen or modal starts
 * showing it: another employee may have changed it since. A null id reads nothing.
 *
 * @example const service = useService(opening?.id ?? null); // service.data?.name
 */
export function useService(id: string | null) {
  return useQuery({
    queryKey: queryKeys.services.detail(id ?? ''),
    queryFn: () => getSingleService(id ?? ''),
    enabled: id !== null,
    // Dropped once nothing shows it: the next opening reads the service again instead of an old copy.
    gcTime: 0,
  });
}
