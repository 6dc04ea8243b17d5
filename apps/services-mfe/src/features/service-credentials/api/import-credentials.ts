import { importServiceCredentials, queryKeys } from '@shopdesk/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

// The credentials' lists and available counts, and the services' lists (their Stock and the
// dashboard's Low stock list): everything that counts the stock.
const CHANGED = [queryKeys.serviceCredentials.all, queryKeys.services.lists];

/**
 * Imports the new lines of a batch into a service (serviceCredentials/import); the API sorts the
 * text again and answers how many it wrote. On success what counts the stock refreshes.
 *
 * @example const result = await useImportCredentials(serviceId).mutateAsync(text); // result.imported
 */
export function useImportCredentials(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => importServiceCredentials({ service: serviceId, text }),
    onSuccess: () => {
      for (const queryKey of CHANGED) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
