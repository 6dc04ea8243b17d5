import type { ListPage } from '@shopdesk/contracts';
import { useCallback } from 'react';
import { errorMessage } from '../api-error';
import { useApiList } from '../query/use-api-list';
import { fetchList, listQueryKey, takesActiveFilter, type ListCall, type TakesActiveFilter } from './list-call';
import { useListState, type ListFilters, type ListSortOptions, type ListState } from './use-list-state';
import { usePageInRange } from './use-page-in-range';
import { useRowSelection, type RowSelection } from './use-row-selection';

const LIST_ERROR_FALLBACK = 'Could not load the list';

export interface ResourceListOptions<Filters> {
  /** Fixed filters from the route, e.g. `{ orderStatus }`, `{ type }`; empty values are left out. */
  filters?: Omit<Filters, 'isActive'>;
  /**
   * The Active/Archived filter (isActive in the URL, 'true' by default). On by default when the
   * call takes isActive; a call without it cannot have one.
   */
  activeFilter?: TakesActiveFilter<Filters> extends true ? boolean : false;
  /** Page size (default 20). */
  limit?: number;
  /** What a failure says when the server sent no message (default 'Could not load the list'). */
  errorFallback?: string;
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
  /** The rows ticked for a bulk action (emptied by a new search or filter). */
  selection: RowSelection;
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
  options: ResourceListOptions<NoInfer<Filters>> = {},
): ResourceList<Row, Sort> {
  const { filters, activeFilter = takesActiveFilter(call), limit, errorFallback = LIST_ERROR_FALLBACK } = options;
  const list = useListState<ListFilters, Sort>({ filters: filters as ListFilters | undefined, activeFilter, limit, sorts: call.sorts as ListSortOptions<Sort> | undefined });
  const answer = useApiList(listQueryKey(call), (query, signal) => fetchList(call, query, signal), list.query);
  // Only an answer to the current query says whether the page exists; a placeholder does not.
  usePageInRange(list, answer.isPlaceholderData || answer.isError ? undefined : answer.data);

  const selection = useRowSelection(list.query);
  const { refetch } = answer;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    ...list,
    data: answer.data,
    loading: answer.isPending,
    refreshing: answer.isPlaceholderData,
    error: answer.isError ? errorMessage(answer.error, errorFallback) : null,
    retry,
    selection,
  };
}
