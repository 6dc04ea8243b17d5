import { useRef, useState } from 'react';
import { Button, saveFile, toast } from '@shopdesk/ui-kit';

/** A list's CSV export (api-client's `listExport`): the file as the list now shows it. */
export interface ListExportFile {
  download: () => Promise<{ text: string; fileName: string | null }>;
  /** The file's name when the server gives none. */
  fallbackName: string;
  describeError: (error: unknown, fallback: string) => string;
}

/**
 * `Export CSV`: downloads every row of the list's search, filters and sort; busy while the file
 * comes, and a failure says why in a toast.
 */
export function ExportButton({ file }: { file: ListExportFile }) {
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a double click would start two downloads before React re-renders.
  const inFlight = useRef(false);

  const download = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { text, fileName } = await file.download();
      saveFile(text, fileName ?? file.fallbackName, 'text/csv;charset=utf-8');
    } catch (error) {
      toast.error(file.describeError(error, 'Failed to export the list'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
