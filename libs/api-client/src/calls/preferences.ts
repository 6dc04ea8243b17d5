import { api, type PreferenceChanges } from '@shopdesk/contracts';
import { callApi } from '../call-api';

/** How the signed-in employee works: each list's last chosen order, and where the order view goes after a change. */
export const getMyPreferences = (signal?: AbortSignal) => callApi(api.preferences.getMyPreferences, { signal });

/** Keeps one list's order (null forgets it) or the order view's setting; answers every preference. */
export const updateMyPreferences = (changes: PreferenceChanges) => callApi(api.preferences.updateMyPreferences, { body: changes });
