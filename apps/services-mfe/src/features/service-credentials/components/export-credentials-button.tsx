import { errorMessage } from '@shopdesk/api-client';
import { Button, toast } from '@shopdesk/ui-kit';
import { useExportCredentials } from '../api/export-credentials';

/**
 * `Export CSV`: downloads every credential of the service (no passwords) as a CSV file; busy while
 * the file comes, and a failure says why in a toast.
 *
 * @example <ExportCredentialsButton serviceId={serviceId} />
 */
export function ExportCredentialsButton({ serviceId }: { serviceId: string }) {
  const exporting = useExportCredentials(serviceId);
  return (
    <Button
      variant="secondary"
      busy={exporting.isPending}
      onClick={() =>
        exporting.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, 'Failed to export credentials')) })
      }
    >
      Export CSV
    </Button>
  );
}
