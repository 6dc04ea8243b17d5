import { exportAuditLog, type AuditLogFilters } from '@shopdesk/api-client';
import { saveFile } from '@shopdesk/ui-kit';
import { useMutation } from '@tanstack/react-query';

/** When the API names no file (it always does), still a name that says what the file is. */
const FALLBACK_NAME = 'audit-log.csv';

/** Downloads the rows of the current search and filters as CSV (auditLog/export), saved under the API's name. */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (params: { search: string; filters: AuditLogFilters }) => {
      const { text, fileName } = await exportAuditLog(params);
      saveFile(text, fileName ?? FALLBACK_NAME, 'text/csv;charset=utf-8');
    },
  });
}
