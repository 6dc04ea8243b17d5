import { getSingleServiceCredential, queryKeys } from '@shopdesk/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * One credential with its decrypted password (serviceCredentials/getSingleServiceCredential/:id).
 * Every read is audited by the API: nothing is fetched while `id` is null, a shown answer is not
 * read again behind the employee's back (focus, remount), and it is dropped as soon as no screen
 * shows it, so the password never lingers in the cache.
 */
export function useCredential(id: string | null) {
  return useQuery({
    queryKey: queryKeys.serviceCredentials.detail(id ?? ''),
    queryFn: () => getSingleServiceCredential(id as string),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
