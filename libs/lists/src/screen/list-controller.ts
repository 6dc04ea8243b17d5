import type { ActiveFilter, BulkTarget, ListPage, SortKind } from '@shopdesk/contracts';
import { type FormFailure } from '@shopdesk/ui-kit';

/**
 * What a list screen shows and drives: the result of api-client's `useResourceList`, which owns
 * the behaviour (URL state, fetching, keeping the page in range). ui-kit only renders it.
 */
export interface ListController<T> {
  /** What is in the search box now. */
  search: string;
  setSearch: (value: string) => void;
  page: number;
  setPage: (page: number) => void;
  /** Whether the list has the Active/Archived filter. */
  hasActiveFilter: boolean;
  isActive: ActiveFilter;
  setIsActive: (value: ActiveFilter) => void;
  /** The list's order (a field, or `-field` descending); undefined for a list that cannot be sorted. */
  sort?: string;
  /** The fields the list can be sorted by (what each holds), and its own order. */
  sorts?: { readonly fields: { readonly [field: string]: SortKind }; readonly default: string };
  // A method, so a controller whose setSort takes only its own sort values fits.
  setSort?(sort: string): void;
  /** Page size. */
  limit: number;
  /** The page on screen, or undefined before the first answer. */
  data: ListPage<T> | undefined;
  /** Nothing to show yet: a Loader instead of the rows. */
  loading: boolean;
  /** `data` is the previous query's while the next loads: the table is marked busy and dimmed. */
  refreshing: boolean;
  /** The failure to show with a Retry button, or null. */
  error: string | null;
  retry: () => void;
  /** The rows ticked for a bulk action; a list with bulk actions needs it. */
  selection?: ListSelection;
  /** The screen's saved views (api-client's `useSavedViews`): tabs above the list. */
  views?: ListViews;
}

/** A tab's count: at least `value` when `isLowerBound`. */
export interface ListViewCount {
  value: number;
  isLowerBound: boolean;
}

/** One saved view's tab. */
export interface ListViewTab {
  id: string;
  name: string;
  /** The URL query that opens it ('?status=pending&search=nova&sort=-total'). */
  search: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
  count?: ListViewCount;
}

/** A list's saved views and what the employee may do with them. */
export interface ListViews {
  tabs: ListViewTab[];
  /** The URL query of 'All': the list with no view's search, filters or sort. */
  allSearch: string;
  allCount?: ListViewCount;
  /** The tab the URL shows: a view's id, 'all', or null (a search or filter no view keeps). */
  current: string | null;
  canShare: boolean;
  save(values: { name: string; shared: boolean }): Promise<unknown>;
  update(id: string, changes: { name?: string; shared?: boolean; keepCurrent?: boolean }): Promise<unknown>;
  move(id: string, by: -1 | 1): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  /** A failed save or edit: errors at the form's fields and the toast's text (api-client's `formFailure`). */
  describeFailure: <V extends object>(error: unknown, values: V) => FormFailure<V>;
  describeError: (error: unknown, fallback: string) => string;
}

/** The rows ticked in a list (api-client's `useRowSelection`): some by id, or all the list matches. */
export interface ListSelection {
  ids: ReadonlySet<string>;
  allMatching: boolean;
  isSelected(id: string): boolean;
  toggle(id: string, pageIds: readonly string[]): void;
  setPage(pageIds: readonly string[], selected: boolean): void;
  selectAllMatching(): void;
  clear(): void;
  keepOnly(ids: readonly string[]): void;
  target(): BulkTarget;
}
