import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../api-error';

/** A list call of api-client, e.g. `getAllOrdersByStatus`. */
export type ListFetcher<Params, Result> = (params: Params, signal: AbortSignal) => Promise<Result>;

/**
 * A list screen's data. A new `params` (page, search, filter) is a new query; the request still
 * running for the old one is aborted, and the old page stays shown until the new one arrives
 * (`isPlaceholderData`).
 *
 * @example const orders = useApiList(queryKeys.orders.lists, getAllOrdersByStatus, { currentPage, filters: { orderStatus } });
 */
export function useApiList<Params extends object, Result>(
  listsKey: readonly string[],
  fetcher: ListFetcher<Params, Result>,
  params: Params,
  options: { enabled?: boolean } = {},
): UseQueryResult<Result, ApiError> {
  return useQuery<Result, ApiError>({
    queryKey: [...listsKey, params],
    // Reading `signal` is what lets react-query abort this request when the key changes.
    queryFn: ({ signal }) => fetcher(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
