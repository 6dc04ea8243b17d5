import type { ActiveFilter, ListPage, SortKind } from '@shopdesk/contracts';
import type { RowSelection } from '../controller/use-row-selection';
import type { SavedViews } from '../controller/use-saved-views';

/**
 * What a list screen shows and drives: the result of `useResourceList`, which owns the behaviour
 * (URL state, fetching, keeping the page in range). The screen only renders it.
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
  selection?: RowSelection;
  /** The screen's saved views (`useSavedViews`): tabs above the list. */
  views?: SavedViews;
}
