import { api, applyPreferenceChanges, DEFAULT_PREFERENCES, rememberedSortProblem, type Preferences } from '@shopdesk/contracts';
import type { FakeApi } from '../fake-api/fake-api';
import { failure } from '../fake-api/replies';

export interface ServedPreferences {
  /** What the API keeps for the signed-in employee; set it to play one who chose before. */
  preferences: Preferences;
}

/**
 * Answers account/preferences from memory as the API does: a change merged in, an order no list
 * offers refused at `sort.value`. Every test of a screen has it (a list screen asks for the order
 * its employee last chose); a test may start from preferences of its own.
 *
 * @example const served = servePreferences(fakeApi, { sorts: { orders: 'createdAt' }, afterOrderChange: 'next' });
 */
export function servePreferences(fakeApi: FakeApi, preferences: Preferences = DEFAULT_PREFERENCES): ServedPreferences {
  const served: ServedPreferences = { preferences: { ...preferences, sorts: { ...preferences.sorts } } };
  fakeApi.on(api.preferences.getMyPreferences, () => served.preferences);
  fakeApi.on(api.preferences.updateMyPreferences, ({ body }) => {
    const { sort } = body;
    const problem = sort && sort.value !== null ? rememberedSortProblem(sort.list, sort.value) : undefined;
    if (problem) return failure(400, problem, [{ path: 'sort.value', message: problem }]);
    served.preferences = applyPreferenceChanges(served.preferences, body);
    return served.preferences;
  });
  return served;
}
