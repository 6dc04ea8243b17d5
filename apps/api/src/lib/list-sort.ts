import { parseSort, type SortValue } from '@shopdesk/contracts';
import { reverseOrderBy } from './reverse-order-by';

/**
 * How a list reads each field it can be sorted by: the ORDER BY of the field ascending, ending in
 * a unique column so the order is total (a page is then the same rows read from either end).
 * Fixed SQL text from the repository, backed by an index (docs/performance.md).
 *
 * @example { createdAt: 'created_at, id DESC', total: 'total_cents, id' }
 */
export type SortSql<F extends string = string> = { readonly [K in F]: string };

/** The ORDER BY of one of a list's sort values: its field's, reversed when descending. */
export function orderByFor<F extends string>(sortBy: SortSql<F>, sort: SortValue<F>): string {
  const { field, descending } = parseSort(sort);
  const ascending = sortBy[field];
  if (ascending === undefined) throw new Error(`no ORDER BY for the sort field "${field}"`);
  return descending ? reverseOrderBy(ascending) : ascending;
}
