import { getSingleServiceSetupGuide, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * One setup guide (serviceSetupGuides/getSingleServiceSetupGuide/:id), read fresh whenever a
 * modal starts showing it: another employee may have changed it since the list loaded.
 *
 * @example const guide = useSetupGuide(opening.id); // guide.data?.serial
 */
export function useSetupGuide(id: string) {
  return useQuery({
    queryKey: queryKeys.serviceSetupGuides.detail(id),
    queryFn: () => getSingleServiceSetupGuide(id),
    // Dropped once nothing shows it: the next opening reads the guide again instead of an old copy.
    gcTime: 0,
  });
}
