import { applyPreferenceChanges, DEFAULT_PREFERENCES, type PreferenceChanges, type Preferences } from '@shopdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMyPreferences, updateMyPreferences } from '../calls/preferences';
import { queryKeys } from './query-keys';

export interface PreferencesState {
  /** The employee's preferences; the defaults until they are read, or when they could not be. */
  preferences: Preferences;
  /** Read (or failed to be read): a list may now choose its order without changing it again. */
  settled: boolean;
  /** Keeps a change; shown at once, put back if the server refuses it. */
  change: (changes: PreferenceChanges) => void;
}

/**
 * The signed-in employee's preferences (account/preferences), read once a session and shared by
 * every section (`enabled: false` reads nothing, for a screen that needs none). A change shows at once; a refused or failed one is put back, and what the
 * employee chose still holds on the page they chose it on.
 *
 * @example const { preferences, change } = usePreferences(); change({ afterOrderChange: 'close' });
 */
export function usePreferences({ enabled = true }: { enabled?: boolean } = {}): PreferencesState {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.account.preferences,
    queryFn: ({ signal }) => getMyPreferences(signal),
    staleTime: Infinity,
    retry: false,
    enabled,
  });
  const mutation = useMutation({
    mutationFn: updateMyPreferences,
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: queryKeys.account.preferences });
      const before = client.getQueryData<Preferences>(queryKeys.account.preferences);
      client.setQueryData<Preferences>(queryKeys.account.preferences, applyPreferenceChanges(before ?? DEFAULT_PREFERENCES, changes));
      return { before };
    },
    onError: (_error, _changes, context) => client.setQueryData(queryKeys.account.preferences, context?.before),
    onSuccess: (answer) => client.setQueryData(queryKeys.account.preferences, answer),
  });
  return { preferences: query.data ?? DEFAULT_PREFERENCES, settled: !query.isPending, change: mutation.mutate };
}
