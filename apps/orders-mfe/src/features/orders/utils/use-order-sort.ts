import { LIST_URL_KEYS } from '@shopdesk/api-client';
import { ORDER_SORTS, type OrderSort } from '@shopdesk/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL query key of the order list's order ('oldest'; absent for newest first). */
export const SORT_KEY = 'sort';

const isOrderSort = (value: string | null): value is OrderSort => ORDER_SORTS.includes(value as OrderSort);

/**
 * Newest or oldest first, kept in the URL beside the list's search and page so reload and Back
 * restore it. Changing it goes back to page 1, as the list's filters do.
 *
 * @example const { sort, setSort } = useOrderSort();
 */
export function useOrderSort() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(SORT_KEY);
  const sort: OrderSort = isOrderSort(raw) ? raw : 'newest';
  const setSort = useCallback(
    (next: OrderSort) =>
      setParams((previous) => {
        const url = new URLSearchParams(previous);
        if (next === 'newest') url.delete(SORT_KEY);
        else url.set(SORT_KEY, next);
        url.delete(LIST_URL_KEYS.page);
        return url;
      }),
    [setParams],
  );
  return { sort, setSort };
}
