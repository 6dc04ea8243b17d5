import type { BulkResult, BulkTarget } from '@shopdesk/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * A bulk call of this lib, ready for ui-kit's `BulkAction.run`: sends it, then refreshes everything
 * under `resourceKeys` (lists, details, counts) however it went, since some rows may have changed
 * even when the answer did not arrive.
 *
 * @example
 * const archive = useBulkAction(bulkArchiveServices, [queryKeys.services.all]);
 * archiveBulkAction(services.isActive, archive)
 */
export function useBulkAction<Args extends unknown[]>(
  send: (target: BulkTarget, ...args: Args) => Promise<BulkResult>,
  resourceKeys: readonly QueryKey[],
): (target: BulkTarget, ...args: Args) => Promise<BulkResult> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation<BulkResult, Error, { target: BulkTarget; args: Args }>({
    mutationFn: ({ target, args }) => send(target, ...args),
    onSettled: () => Promise.all(resourceKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return useCallback((target: BulkTarget, ...args: Args) => mutateAsync({ target, args }), [mutateAsync]);
}
