import type { ListPage, SavedView, SavedViewList, SavedViewQuery } from '@shopdesk/contracts';
import { useCan } from '@shopdesk/session';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  createSavedView,
  deleteSavedView,
  errorMessage,
  formFailure,
  getSavedViews,
  type ListRequestQuery,
  queryKeys,
  reorderSavedViews,
  updateSavedView,
} from '@shopdesk/api-client';
import { fetchList, listQueryKey, type ListCall } from './list-call';
import { sameViewQuery, viewQueryOf, viewSearch } from './saved-view-query';

/** How many rows a tab's list holds: at least `value` when `isLowerBound` (a search's capped count). */
export interface ViewCount {
  value: number;
  isLowerBound: boolean;
}

/** One saved view as its tab shows it. */
export interface ViewTab {
  id: string;
  name: string;
  /** The URL query that opens it, e.g. '?search=nova&sort=-total'. */
  search: string;
  shared: boolean;
  /** The employee saved it: only then may they rename, move, share or delete it. */
  mine: boolean;
  ownerName: string;
  count?: ViewCount;
}

export interface ViewChanges {
  name?: string;
  shared?: boolean;
  /** Keep what the list shows now (its search, filters and sort) in the view. */
  keepCurrent?: boolean;
}

/** A list screen's saved views and what the employee can do with them (`useResourceList`'s `views`). */
export interface SavedViews {
  tabs: ViewTab[];
  /** The URL query of the list with no view's search, filters or sort. */
  allSearch: string;
  /** The count of the list with no view's search or filters. */
  allCount?: ViewCount;
  /** What the URL shows: a view's id, 'all' for the list as it starts, or null (a query no view keeps). */
  current: string | null;
  /** The employee may share a view with the team (managers and owners). */
  canShare: boolean;
  /** Saves what the list shows now under `name`. */
  save(values: { name: string; shared: boolean }): Promise<unknown>;
  update(id: string, changes: ViewChanges): Promise<unknown>;
  /** Moves one of the employee's views one place earlier (-1) or later (1) among theirs. */
  move(id: string, by: -1 | 1): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  /** A failed save or rename: errors at the form's fields and the toast's text. */
  describeFailure: ReturnType<typeof formFailure>;
  describeError: (error: unknown, fallback: string) => string;
}

export interface SavedViewsOptions {
  list: SavedViewList;
  call: ListCall;
  /** The list call's query for a view's query, to count its rows (one row asked for, the count is the answer). */
  countQuery: (query: SavedViewQuery) => ListRequestQuery<string>;
}

/** Counts are a glance, not a ledger: a tab's count may be half a minute old. */
const COUNT_STALE_MS = 30_000;

const countOf = (page: ListPage<unknown> | undefined): ViewCount | undefined =>
  page && { value: page.totalItems, isLowerBound: page.totalIsLowerBound === true };

/**
 * The saved views of one list screen, as tabs: the employee's own in their order, then those the
 * team shares; which one the URL shows; each one's count (the list call asked for one row, so a
 * search's count stops at its cap, as the list's own does); and saving, renaming, sharing, moving
 * and deleting. Used by `useResourceList` when a screen names its `views`.
 *
 * @example const views = useSavedViews({ list: 'orders.pending', call, countQuery }); // undefined: a list without views
 */
export function useSavedViews(options: SavedViewsOptions | undefined): SavedViews | undefined {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const canShare = useCan('views.share');
  const list = options?.list;
  const key = queryKeys.savedViews.of(list ?? '');
  const views = useQuery({ queryKey: key, queryFn: ({ signal }) => getSavedViews(list as SavedViewList, signal), enabled: list !== undefined }).data ?? [];

  const shown = list ? viewQueryOf(list, params) : {};
  const counted = options ? [{}, ...views.map((view) => view.query)] : [];
  const counts = useQueries({
    queries: counted.map((query) => {
      const { call, countQuery } = options as SavedViewsOptions;
      const request = countQuery(query);
      return { queryKey: [...listQueryKey(call), 'count', request], queryFn: ({ signal }: { signal: AbortSignal }) => fetchList(call, request, signal), staleTime: COUNT_STALE_MS };
    }),
  });

  const refresh = (answer?: SavedView[]) => {
    if (answer) queryClient.setQueryData(key, answer);
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const mutate = useMutation({
    mutationFn: (work: () => Promise<SavedView[] | undefined>) => work(),
    onSettled: (answer) => refresh(answer ?? undefined),
  }).mutateAsync;

  if (!list) return undefined;
  const own = views.filter((view) => view.mine).map((view) => view._id);
  const current = Object.keys(shown).length === 0 ? 'all' : (views.find((view) => sameViewQuery(view.query, shown))?._id ?? null);

  return {
    tabs: views.map((view, index) => ({
      id: view._id,
      name: view.name,
      search: viewSearch(list, params, view.query),
      shared: view.shared,
      mine: view.mine,
      ownerName: view.owner.name,
      count: countOf(counts[index + 1]?.data),
    })),
    allSearch: viewSearch(list, params, {}),
    allCount: countOf(counts[0]?.data),
    current,
    canShare,
    save: ({ name, shared }) => mutate(async () => void (await createSavedView({ list, name: name.trim(), query: shown, shared }))),
    update: (id, { name, shared, keepCurrent }) =>
      mutate(async () => void (await updateSavedView(id, { ...(name === undefined ? {} : { name: name.trim() }), ...(shared === undefined ? {} : { shared }), ...(keepCurrent ? { query: shown } : {}) }))),
    move: (id, by) => {
      const from = own.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= own.length) return Promise.resolve();
      const order = [...own];
      [order[from], order[to]] = [order[to], order[from]];
      return mutate(() => reorderSavedViews(list, order));
    },
    remove: (id) => mutate(async () => void (await deleteSavedView(id))),
    describeFailure: formFailure('Failed to save the view', { serverMessage: true }),
    describeError: errorMessage,
  };
}
