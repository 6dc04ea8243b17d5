import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { errorMessage, type ApiError } from '../api-error';

/** A row that can be archived and restored. */
export interface ArchivableRow {
  _id: string;
  isActive: boolean;
}

/** An archive call of this lib: the id and the new `isActive`, e.g. `archiveService`. */
export type ArchiveCall = (id: string, isActive: boolean) => Promise<unknown>;

/** The data side of ui-kit's `ArchiveConfirm` (ui-kit cannot import this lib, so the screen hands it over). */
export interface ArchiveConfirmData {
  /** Archives or restores the row; rejects with the `ApiError`. */
  onConfirm: (row: ArchivableRow) => Promise<unknown>;
  /** The failure toast's text: the server's message when it sent one, else the fallback. */
  describeError: (error: unknown, fallback: string) => string;
}

export type Archive = UseMutationResult<unknown, ApiError, ArchivableRow> & {
  /** Spread into ui-kit's `ArchiveConfirm`: `<ArchiveConfirm item={row} topic="service" {...archive.confirmProps} … />`. */
  confirmProps: ArchiveConfirmData;
};

/**
 * Archives an active row or restores an archived one: sends the opposite of its `isActive`,
 * then refreshes everything under `resourceKey` (lists, details, counts), on failure too:
 * someone else may have changed the row meanwhile.
 *
 * @example
 * const archive = useArchive(archiveService, queryKeys.services.all);
 * <ArchiveConfirm item={target} topic="service" {...archive.confirmProps} onClose={() => setTarget(null)} />
 */
export function useArchive(archive: ArchiveCall, resourceKey: QueryKey): Archive {
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, ApiError, ArchivableRow>({
    mutationFn: (row) => archive(row._id, !row.isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey }),
  });
  return { ...mutation, confirmProps: { onConfirm: mutation.mutateAsync, describeError: errorMessage } };
}
