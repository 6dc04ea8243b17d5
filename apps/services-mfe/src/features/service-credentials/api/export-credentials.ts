import { exportServiceCredentials } from '@shopdesk/api-client';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@shopdesk/ui-kit';

/** When the API names no file (it always does), still a name that says what the file is. */
const FALLBACK_NAME = 'credentials.csv';

/**
 * Downloads the service's credentials as CSV (serviceCredentials/export/:id): a stock report
 * without passwords, saved under the name the API gives it. Nothing is cached.
 *
 * @example const exporting = useExportCredentials(serviceId); exporting.mutate();
 */
export function useExportCredentials(serviceId: string) {
  return useMutation({
    mutationFn: async () => {
      const { text, fileName } = await exportServiceCredentials(serviceId);
      saveFile(text, fileName ?? FALLBACK_NAME, 'text/csv;charset=utf-8');
    },
  });
}
