import { LIST_LIMITS } from '@shopdesk/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

/** The isActive filter as the API takes it; lists show active items unless asked otherwise. */
export type ActiveFilter = 'true' | 'false';
export type FilterValue = string | number | boolean | null | undefined;
export type ListFilters = Record<string, FilterValue>;

/** The URL query keys a list screen owns; any other key (`status`, `type`) is left alone. */
export const LIST_URL_KEYS = { search: 'search', page: 'page', isActive: 'isActive' } as const;

export const SEARCH_DEBOUNCE_MS = 300;

const DEFAULT_ACTIVE: ActiveFilter = 'true';

export interface ListStateOptions<F extends ListFilters> {
  /** Page size (default 20). */
  limit?: number;
  /** false: the list has no Active/Archived filter (orders); isActive stays out of the query. */
  activeFilter?: boolean;
  /** Fixed filters from the route, e.g. `{ type: 'vpn' }`; empty values are left out. */
  filters?: F;
  /** The list's order, for a call that takes `sort` (the screen keeps it, e.g. in the URL); undefined for the default. */
  sort?: string;
}

/** Ready for a list call; api-client encodes `filters` as JSON. */
export interface ListStateQuery<F extends ListFilters = ListFilters> {
  search?: string;
  currentPage: number;
  limit: number;
  filters?: { [K in keyof F]?: NonNullable<F[K]> } & { isActive?: ActiveFilter };
  sort?: string;
}

export interface ListState<F extends ListFilters = ListFilters> {
  /** What is in the search box now. */
  search: string;
  setSearch: (value: string) => void;
  /** `search` once typing has paused for 300 ms. */
  debouncedSearch: string;
  page: number;
  /** Pushes a history entry; `replace` corrects the URL instead (a page that no longer exists). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Whether the list has the Active/Archived filter. */
  hasActiveFilter: boolean;
  isActive: ActiveFilter;
  setIsActive: (value: ActiveFilter) => void;
  limit: number;
  query: ListStateQuery<F>;
}

const isActiveFilter = (value: unknown): value is ActiveFilter => value === 'true' || value === 'false';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function buildQuery<F extends ListFilters>(
  search: string,
  currentPage: number,
  limit: number,
  isActive: ActiveFilter | null,
  extra: F | undefined,
  sort: string | undefined,
): ListStateQuery<F> {
  const query: ListStateQuery<F> = { currentPage, limit };
  if (sort) query.sort = sort;
  const trimmed = search.trim();
  if (trimmed) query.search = trimmed;
  const all: ListFilters = { ...extra };
  if (isActive) all.isActive = isActive;
  const filters = Object.fromEntries(
    Object.entries(all).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
  if (Object.keys(filters).length > 0) query.filters = filters as ListStateQuery<F>['filters'];
  return query;
}

const sameQuery = (a: ListStateQuery<ListFilters>, b: ListStateQuery<ListFilters>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A list screen's search, page and Active/Archived filter, kept in the URL query so reload and
 * Back restore them. Changing the search or the filter goes back to page 1. `useResourceList`
 * uses it; a screen does not call it itself.
 *
 * @example
 * const list = useListState({ activeFilter: false, filters: { orderStatus: 'pending' } });
 * list.query; // { currentPage: 1, limit: 20, filters: { orderStatus: 'pending' } }, page and search from the URL
 */
export function useListState<F extends ListFilters = ListFilters>(options: ListStateOptions<F> = {}): ListState<F> {
  const { limit = LIST_LIMITS.limit, activeFilter = true, filters, sort } = options;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMITS.maxLimit) {
    throw new RangeError(`limit must be a whole number from 1 to ${LIST_LIMITS.maxLimit}, got ${limit}`);
  }

  const [params, setParams] = useSearchParams();
  const urlSearch = params.get(LIST_URL_KEYS.search) ?? '';
  // The box's text is state of its own: React Router updates the URL in a transition, and a box fed
  // from the URL drops the keys typed before it catches up. Until the URL has the text last typed
  // (`pending`), the text stays; otherwise the URL leads (Back, a link).
  const [box, setBox] = useState<{ text: string; pending: string | null }>({ text: urlSearch, pending: null });
  if (box.pending === null ? box.text !== urlSearch : box.pending === urlSearch) setBox({ text: urlSearch, pending: null });
  const search = box.pending === null ? urlSearch : box.text;
  const page = readPage(params.get(LIST_URL_KEYS.page));
  const rawActive = params.get(LIST_URL_KEYS.isActive);
  const isActive = isActiveFilter(rawActive) ? rawActive : DEFAULT_ACTIVE;
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // While a search is still being typed, keep the last query: the page reset that typing caused
  // must not fetch page 1 of the old search. The query changes once, after the debounce.
  const candidate = buildQuery(debouncedSearch, page, limit, activeFilter ? isActive : null, filters, sort);
  const [query, setQuery] = useState(candidate);
  if (search === debouncedSearch && !sameQuery(query, candidate)) setQuery(candidate);

  const update = useCallback(
    (changes: Partial<Record<keyof typeof LIST_URL_KEYS, string | null>>, replace: boolean) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            const key = LIST_URL_KEYS[name as keyof typeof LIST_URL_KEYS];
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      setBox({ text: value, pending: value });
      update({ search: value || null, page: null }, true);
    },
    [update],
  );

  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      if (!Number.isInteger(next) || next < 1) {
        throw new RangeError(`page must be a whole number of 1 or more, got ${next}`);
      }
      update({ page: next === 1 ? null : String(next) }, replace);
    },
    [update],
  );

  const setIsActive = useCallback(
    (value: ActiveFilter) => {
      if (!isActiveFilter(value)) throw new RangeError(`isActive must be 'true' or 'false', got ${String(value)}`);
      update({ isActive: value === DEFAULT_ACTIVE ? null : value, page: null }, false);
    },
    [update],
  );

  return {
    search,
    setSearch,
    debouncedSearch,
    page,
    setPage,
    hasActiveFilter: activeFilter,
    isActive,
    setIsActive,
    limit,
    query,
  };
}
