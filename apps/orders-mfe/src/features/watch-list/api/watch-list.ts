import { addWatchListEntry, queryKeys, removeWatchListEntry, type WatchListFormFields } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResourceList } from '@shopdesk/lists';

/** The watch list (watchList), newest first: search and page in the URL. */
export function useWatchList() {
  return useResourceList(api.watchList.getWatchList, { views: { list: 'watchList' }, errorFallback: 'Could not load the watch list' });
}

/** After a change: the list, and every order screen (their flags follow the list). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.watchList.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    ]);
}

export function useAddWatchListEntry() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (fields: WatchListFormFields) => addWatchListEntry(fields), onSettled: refresh });
}

export function useRemoveWatchListEntry() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => removeWatchListEntry(id), onSettled: refresh });
}
