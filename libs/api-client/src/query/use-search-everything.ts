import type { SearchHits } from '@shopdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api-error';
import { searchEverything } from '../calls/search';
import { useDebouncedValue } from '../use-debounced-value';

/** Typing pauses this long before a search goes out: a palette is typed fast. */
const PALETTE_DEBOUNCE_MS = 150;

export interface SearchEverything {
  /** The finds of the last search answered (while the next one runs too); undefined before any. */
  hits: SearchHits | undefined;
  /** A search for what is typed now is on its way (or waits for the pause). */
  searching: boolean;
  error: string | null;
}

/**
 * The command palette's search of `term` (orders, customers, services, employees), once typing
 * pauses; a newer term aborts the older request, and the last finds stay shown meanwhile.
 *
 * @example const { hits, searching } = useSearchEverything(text);
 */
export function useSearchEverything(term: string): SearchEverything {
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, PALETTE_DEBOUNCE_MS);
  const answer = useQuery({
    queryKey: ['search', settled],
    queryFn: ({ signal }) => searchEverything(settled, signal),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const hits = trimmed === '' ? undefined : answer.data;
  return {
    hits,
    searching: trimmed !== '' && (trimmed !== settled || answer.isFetching),
    error: answer.isError ? errorMessage(answer.error, 'Could not search') : null,
  };
}
