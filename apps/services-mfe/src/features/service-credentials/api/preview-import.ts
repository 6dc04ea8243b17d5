import { previewCredentialImport } from '@shopdesk/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * Sorts an import's lines for a service (serviceCredentials/import/preview): new, duplicates in
 * the batch, already in stock, malformed. Writes nothing, so nothing is refreshed.
 *
 * @example const preview = usePreviewImport(serviceId); await preview.mutateAsync(text);
 */
export function usePreviewImport(serviceId: string) {
  return useMutation({ mutationFn: (text: string) => previewCredentialImport({ service: serviceId, text }) });
}
