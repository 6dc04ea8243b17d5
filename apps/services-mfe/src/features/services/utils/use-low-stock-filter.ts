import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_URL_KEYS } from '@shopdesk/lists';

/** The URL query key of the services list's 'Low stock only' filter ('true' when on). */
export const LOW_STOCK_KEY = 'lowStock';

/**
 * The services list's 'Low stock only' filter, kept in the URL beside the list's search, page and
 * Active/Archived filter, so reload and Back restore it. Turning it on or off goes back to page 1,
 * as the list's other filters do.
 *
 * @example const { lowStock, setLowStock } = useLowStockFilter();
 */
export function useLowStockFilter() {
  const [params, setParams] = useSearchParams();
  const lowStock = params.get(LOW_STOCK_KEY) === 'true';
  const setLowStock = useCallback(
    (on: boolean) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set(LOW_STOCK_KEY, 'true');
        else next.delete(LOW_STOCK_KEY);
        next.delete(LIST_URL_KEYS.page);
        return next;
      }),
    [setParams],
  );
  return { lowStock, setLowStock };
}
