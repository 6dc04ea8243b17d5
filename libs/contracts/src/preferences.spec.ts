import { applyPreferenceChanges, DEFAULT_PREFERENCES, REMEMBERED_SORT_LISTS, rememberedSortListOf, rememberedSortProblem } from './preferences';
import { SAVED_VIEW_LISTS, type SavedViewList } from './saved-views';

describe('remembered list orders', () => {
  it("keeps each list screen's order under its call: the tabs of one call share it", () => {
    for (const [list, { call }] of Object.entries(SAVED_VIEW_LISTS)) {
      expect([list, REMEMBERED_SORT_LISTS[rememberedSortListOf(list as SavedViewList)]]).toEqual([list, call]);
    }
    expect(rememberedSortListOf('orders.completed')).toBe('orders');
  });

  it("takes only the list's own sorts", () => {
    expect(rememberedSortProblem('orders', '-total')).toBeUndefined();
    expect(rememberedSortProblem('setupGuides', 'name')).toBe('The sort must be one of serial, -serial');
  });

  it('merges a change as the API does', () => {
    const kept = applyPreferenceChanges(DEFAULT_PREFERENCES, { sort: { list: 'orders', value: 'createdAt' } });
    expect(kept).toEqual({ sorts: { orders: 'createdAt' }, afterOrderChange: 'next' });
    expect(applyPreferenceChanges(kept, { afterOrderChange: 'close' })).toEqual({ sorts: { orders: 'createdAt' }, afterOrderChange: 'close' });
    expect(applyPreferenceChanges(kept, { sort: { list: 'orders', value: null } })).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.sorts).toEqual({});
  });
});
