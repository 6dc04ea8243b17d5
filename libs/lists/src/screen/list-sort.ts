import { parseSort, sortValue, type SortKind } from '@shopdesk/contracts';

/** A list's order as a screen shows and changes it (the list controller's `sort`, `sortFields`, `setSort`). */
export interface ListSorting {
  /** The order now: a field ascending (`total`) or descending (`-total`). */
  sort: string;
  /** The fields the list can be sorted by, and what each holds. */
  fields: { readonly [field: string]: SortKind };
  /** The list's own order. */
  default: string;
  onSort: (sort: string) => void;
}

/**
 * What a header click asks for: another field ascending, the same field descending, then the
 * list's own order again (the same field ascending when the list's own order is by that field).
 */
export function nextSort(sorting: Pick<ListSorting, 'sort' | 'default'>, field: string): string {
  const now = parseSort(sorting.sort);
  if (now.field !== field) return sortValue({ field, descending: false });
  if (now.descending && parseSort(sorting.default).field !== field) return sorting.default;
  return sortValue({ field, descending: !now.descending });
}

/** A field's name where no column header says it: `createdAt` → "Created at". */
export const fieldText = (field: string): string => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const DIRECTION_WORDS: Record<SortKind, [ascending: string, descending: string]> = {
  time: ['oldest first', 'newest first'],
  number: ['lowest first', 'highest first'],
  text: ['A to Z', 'Z to A'],
};

/** How a field's direction reads: "newest first", "A to Z". */
export function directionText(kind: SortKind, descending: boolean): string {
  return DIRECTION_WORDS[kind][descending ? 1 : 0];
}
