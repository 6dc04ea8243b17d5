import { LIST_LIMITS, sortValues, type ActiveFilter, type SortKind } from '@shopdesk/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildListQuery, type ListRequestQuery, useDebouncedValue } from '@shopdesk/api-client';

export type FilterValue = string | number | boolean | null | undefined;
export type ListFilters = Record<string, FilterValue>;

/** The URL query keys a list screen owns; any other key (`status`, `type`) is left alone. */
export const LIST_URL_KEYS = { search: 'search', page: 'page', isActive: 'isActive', sort: 'sort' } as const;

export const SEARCH_DEBOUNCE_MS = 300;

const DEFAULT_ACTIVE: ActiveFilter = 'true';

/**
 * The orders a list offers: its call's `sorts` (each field ascending, or descending as `-field`;
 * another value in the URL is ignored) and the call's own order, which stays out of the URL.
 */
export interface ListSortOptions<S extends string> {
  readonly fields: { readonly [field: string]: SortKind };
  readonly default: S;
}

/** The list's order: one of its sorts, or undefined for a list without sorts. */
export type ListSort<S extends string> = [S] extends [never] ? undefined : S;

export interface ListStateOptions<F extends ListFilters, S extends string = never> {
  /** Page size (default 20). */
  limit?: number;
  /** false: the list has no Active/Archived filter (orders); isActive stays out of the query. */
  activeFilter?: boolean;
  /** Fixed filters from the route, e.g. `{ type: 'vpn' }`; empty values are left out. */
  filters?: F;
  /** The orders the list offers and its default (the call's `sorts`); the sort is kept in the URL. */
  sorts?: ListSortOptions<S>;
  /** The employee's last chosen order: the list's order when the URL names none. */
  remembered?: RememberedSort<S>;
}

/** A list's order as the employee last chose it (their preferences), and how to keep a new choice. */
export interface RememberedSort<S extends string> {
  /** Undefined: none kept, the call's own order. */
  sort: S | undefined;
  /** Called with each order chosen; the call's own order as null. */
  remember: (sort: S | null) => void;
}

export interface ListState<S extends string = never> {
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
  /** The list's order (from the URL, else the one the employee last chose, else the default of `sorts`); undefined without sorts. */
  sort: ListSort<S>;
  /** The fields the list can be sorted by (what each holds) and its own order; undefined without sorts. */
  sorts: ListSortOptions<S> | undefined;
  /** Pushes a history entry, goes back to page 1 and is remembered; the default leaves the URL clean. */
  setSort: (sort: S) => void;
  limit: number;
  /** The list call's query string (built by `buildListQuery`). */
  query: ListRequestQuery<S>;
}

const isActiveFilter = (value: unknown): value is ActiveFilter => value === 'true' || value === 'false';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readSort<S extends string>(raw: string | null, sorts: ListSortOptions<S> | undefined, remembered: S | undefined): S | undefined {
  if (!sorts) return undefined;
  const known = (value: string | null | undefined): value is S => (sortValues<string>(sorts) as string[]).includes(value as string);
  if (known(raw)) return raw;
  return known(remembered) ? remembered : sorts.default;
}

const sameQuery = (a: ListRequestQuery<string>, b: ListRequestQuery<string>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A list screen's search, page, Active/Archived filter and order, kept in the URL query so reload
 * and Back restore them. Changing the search, the filter or the order goes back to page 1.
 * `useResourceList` uses it; a screen does not call it itself.
 *
 * @example
 * const list = useListState({ activeFilter: false, filters: { orderStatus: 'pending' }, sorts: api.orders.getAllOrdersByStatus.sorts });
 * list.query; // { currentPage: 1, limit: 20, filters: '{"orderStatus":"pending"}' }, page, search and sort from the URL
 */
export function useListState<F extends ListFilters = ListFilters, S extends string = never>(
  options: ListStateOptions<F, S> = {},
): ListState<S> {
  const { limit = LIST_LIMITS.limit, activeFilter = true, filters, sorts, remembered } = options;

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
  const sort = readSort(params.get(LIST_URL_KEYS.sort), sorts, remembered?.sort);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // While a search is still being typed, keep the last query: the page reset that typing caused
  // must not fetch page 1 of the old search. The query changes once, after the debounce.
  const candidate = buildListQuery<ListFilters, S>({
    search: debouncedSearch,
    currentPage: page,
    limit,
    filters: activeFilter ? { ...filters, isActive } : filters,
    // The default is the call's own order: left out, as the URL leaves it out.
    sort: sort === sorts?.default ? undefined : sort,
  });
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

  const remember = remembered?.remember;
  const setSort = useCallback(
    (value: S) => {
      if (!sorts || !(sortValues<string>(sorts) as string[]).includes(value)) throw new RangeError(`sort must be one of the list's sorts, got ${String(value)}`);
      update({ sort: value === sorts.default ? null : value, page: null }, false);
      remember?.(value === sorts.default ? null : value);
    },
    [update, sorts, remember],
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
    sort: sort as ListSort<S>,
    sorts,
    setSort,
    limit,
    query,
  };
}
