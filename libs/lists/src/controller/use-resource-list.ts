import { rememberedSortListOf, type ListPage, type SavedViewList, type SavedViewQuery } from '@shopdesk/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildListQuery, errorMessage, useApiList, usePreferences } from '@shopdesk/api-client';
import { fetchList, listQueryKey, type ListCall, type TakesActiveFilter } from './list-call';
import { useListState, type ListFilters, type ListSortOptions, type ListState, type RememberedSort } from './use-list-state';
import { usePageInRange } from './use-page-in-range';
import { useRowSelection, type RowSelection } from './use-row-selection';
import { useSavedViews, type SavedViews } from './use-saved-views';

const LIST_ERROR_FALLBACK = 'Could not load the list';

/**
 * The Active/Archived filter (isActive in the URL, 'true' by default). A screen of a call that
 * takes isActive says whether it shows one (the page's copy of the contract has no filter schema
 * to tell); a call without it cannot have one.
 */
type ActiveFilterOption<Filters> = TakesActiveFilter<Filters> extends true ? { activeFilter: boolean } : { activeFilter?: false };

export type ResourceListOptions<Filters> = ListOptions<Filters> & ActiveFilterOption<Filters>;

interface ListOptions<Filters> {
  /** Fixed filters from the route, e.g. `{ orderStatus }`, `{ type }`; empty values are left out. */
  filters?: Omit<Filters, 'isActive'>;
  /** Page size (default 20). */
  limit?: number;
  /** What a failure says when the server sent no message (default 'Could not load the list'). */
  errorFallback?: string;
  /**
   * Saved views of the screen, as tabs above the list: the key they are kept under, and the call
   * filters the screen's own URL keys stand for (a 'Low stock only' box), which the list and each
   * view's count then read from the URL. Such a screen also remembers the employee's last chosen
   * order (shared by the tabs of one call: every order status), on the server.
   */
  views?: ListViewsOption<Filters>;
}

export interface ListViewsOption<Filters> {
  list: SavedViewList;
  urlFilters?: (params: URLSearchParams) => Partial<Omit<Filters, 'isActive'>>;
}

/** The order the employee last chose for the list screen `list` (none without saved views). */
function useRememberedSort<Sort extends string>(list: SavedViewList | undefined): { sort?: RememberedSort<Sort>; settled: boolean } {
  const key = list && rememberedSortListOf(list);
  const { preferences, settled, change } = usePreferences({ enabled: key !== undefined });
  const remember = useCallback((value: Sort | null) => key && change({ sort: { list: key, value } }), [key, change]);
  if (!key) return { settled: true };
  return { sort: { sort: preferences.sorts[key] as Sort | undefined, remember }, settled };
}

/** Everything a list screen shows and drives: hand it to ui-kit's `<ListScreen controller>`. */
export interface ResourceList<Row, Sort extends string = never> extends ListState<Sort> {
  /** The page on screen; the previous one while the next loads. */
  data: ListPage<Row> | undefined;
  /** Nothing to show yet (first load, or a retry after a failure). */
  loading: boolean;
  /** `data` is the previous query's answer while the new one loads. */
  refreshing: boolean;
  /** The failure to show (the server's message, else `errorFallback`), or null. */
  error: string | null;
  retry: () => void;
  /** Reads the page on screen again and answers it (its total pages as they are now); undefined when that failed. */
  reload: () => Promise<ListPage<Row> | undefined>;
  /** The rows ticked for a bulk action (emptied by a new search or filter). */
  selection: RowSelection;
  /** The screen's saved views, when it has them. */
  views?: SavedViews;
}

/**
 * A list screen's controller: the search, page, Active/Archived filter and order (the call's
 * `sorts`, the call's own order by default) in the URL, one page
 * of `call` through react-query (a newer query aborts the older request, and the previous page
 * stays shown while the next loads), and a page beyond the last one moved back into range.
 * Pages are cached under the call's resource (`queryKeys.orders.lists`, ...), so invalidating
 * `queryKeys.<resource>.all` after a mutation reloads them.
 *
 * @example
 * const orders = useResourceList(api.orders.getAllOrdersByStatus, { filters: { orderStatus: status } });
 * <ListScreen title="Pending Orders" controller={orders} columns={ORDER_COLUMNS} />
 */
export function useResourceList<Filters, Row, Sort extends string = never>(
  call: ListCall<Filters, Row, Sort>,
  options: ResourceListOptions<NoInfer<Filters>>,
): ResourceList<Row, Sort> {
  const { filters, activeFilter = false, limit, errorFallback = LIST_ERROR_FALLBACK, views } = options;
  const [params] = useSearchParams();
  const filtersOf = (from: URLSearchParams) => ({ ...filters, ...views?.urlFilters?.(from) }) as ListFilters;
  const remembered = useRememberedSort<Sort>(views?.list);
  const list = useListState<ListFilters, Sort>({
    filters: filtersOf(params),
    activeFilter,
    limit,
    sorts: call.sorts as ListSortOptions<Sort> | undefined,
    remembered: remembered.sort,
  });
  // Until the remembered order is known, the first page would be read in the wrong one.
  const answer = useApiList(listQueryKey(call), (query, signal) => fetchList(call, query, signal), list.query, { enabled: remembered.settled });
  // Only an answer to the current query says whether the page exists; a placeholder does not.
  usePageInRange(list, answer.isPlaceholderData || answer.isError ? undefined : answer.data);

  const selection = useRowSelection(list.query);
  const countQuery = (query: SavedViewQuery) =>
    buildListQuery<ListFilters>({
      search: query.search,
      limit: 1,
      filters: { ...filtersOf(new URLSearchParams(query)), ...(activeFilter ? { isActive: query.isActive ?? 'true' } : {}) },
    });
  const savedViews = useSavedViews(views && { list: views.list, call: call as ListCall, countQuery });
  const { refetch } = answer;
  const retry = useCallback(() => void refetch(), [refetch]);
  const reload = useCallback(async () => (await refetch()).data, [refetch]);

  return {
    ...list,
    data: answer.data,
    loading: answer.isPending,
    refreshing: answer.isPlaceholderData,
    error: answer.isError ? errorMessage(answer.error, errorFallback) : null,
    retry,
    reload,
    selection,
    views: savedViews,
  };
}
