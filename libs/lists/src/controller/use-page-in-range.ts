import { useEffect } from 'react';
import type { ListState } from './use-list-state';

/** What a list call answers about its size. */
interface ListSize {
  totalPages: number;
  totalItems: number;
}

/**
 * The page to move to when `page` lies beyond the list's answer: its last page, or page 1 when
 * the list is empty; null when `page` is in range.
 *
 * @example pageInRange(4, { totalPages: 3, totalItems: 41 }) // 3
 */
export function pageInRange(page: number, { totalPages, totalItems }: ListSize): number | null {
  if (totalPages > 0) return page > totalPages ? totalPages : null;
  return totalItems === 0 && page > 1 ? 1 : null;
}

/**
 * Moves a list off a page that no longer exists (its last row was completed or archived, or the
 * URL is stale: `?page=99`), replacing the history entry so Back does not return to it.
 * `answer` must answer the current page: pass undefined while it is the previous query's.
 *
 * @example usePageInRange(list, query.isPlaceholderData ? undefined : query.data);
 */
export function usePageInRange(list: Pick<ListState, 'page' | 'setPage'>, answer: ListSize | undefined): void {
  const target = answer ? pageInRange(list.page, answer) : null;
  const { setPage } = list;
  useEffect(() => {
    if (target !== null) setPage(target, { replace: true });
  }, [target, setPage]);
}
