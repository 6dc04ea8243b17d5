import { errorMessage, type AuditLogFilters } from '@shopdesk/api-client';
import { Button, toast } from '@shopdesk/ui-kit';
import { useExportAuditLog } from '../api/export-audit-log';

/**
 * `Export CSV`: downloads the rows of the current search and filters; busy while the file comes,
 * and a failure (a filter too broad to export) says why in a toast.
 *
 * @example <ExportAuditButton search={search} filters={filters} />
 */
export function ExportAuditButton({ search, filters }: { search: string; filters: AuditLogFilters }) {
  const exporting = useExportAuditLog();
  return (
    <Button
      variant="secondary"
      busy={exporting.isPending}
      onClick={() =>
        exporting.mutate({ search, filters }, { onError: (error) => toast.error(errorMessage(error, 'Failed to export the audit log')) })
      }
    >
      Export CSV
    </Button>
  );
}
