import * as Type from '@sinclair/typebox';
import type { TObject, TProperties } from '@sinclair/typebox';
import { ListQuery } from './common';

/** What a sortable field holds, which says how its two directions read ("A to Z", "newest first"). */
export type SortKind = 'text' | 'number' | 'time';

/** A list's order as its query and URL carry it: a field ascending (`total`) or descending (`-total`). */
export type SortValue<F extends string> = F | `-${F}`;

/**
 * The orders a list call takes. Each field is one the API can read in order through an index at
 * any size (docs/performance.md says which index and why the others are not offered).
 */
export interface ListSorts<F extends string = string> {
  readonly fields: { readonly [K in F]: SortKind };
  /** The list's own order, when the query has no `sort`. */
  readonly default: SortValue<F>;
}

/** A sort value taken apart. */
export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

export const sortFields = <F extends string>(sorts: ListSorts<F>): F[] => Object.keys(sorts.fields) as F[];

/** Every value a list's `sort` takes: each field, then the same field descending. */
export const sortValues = <F extends string>(sorts: ListSorts<F>): SortValue<F>[] =>
  sortFields(sorts).flatMap((field) => [field, `-${field}` as const]);

export function parseSort<F extends string>(value: SortValue<F>): SortOrder<F> {
  return value.startsWith('-') ? { field: value.slice(1) as F, descending: true } : { field: value as F, descending: false };
}

export const sortValue = <F extends string>({ field, descending }: SortOrder<F>): SortValue<F> => (descending ? `-${field}` : field);

/**
 * The query of a sortable list call: the list query (or `base`) with `sort`, which takes only the
 * list's own values (anything else is a 400 naming the allowed ones).
 *
 * @example querystring: sortableListQuery(ORDER_LIST_SORTS), sorts: ORDER_LIST_SORTS,
 */
export function sortableListQuery<F extends string, P extends TProperties = typeof ListQuery.properties>(
  sorts: ListSorts<F>,
  base: TObject<P> = ListQuery as unknown as TObject<P>,
) {
  const values = sortValues(sorts);
  const sort = Type.Union(
    values.map((value) => Type.Literal(value)),
    { description: `One of ${values.join(', ')}: a field ascending, or descending with a leading '-'. Default ${sorts.default}.` },
  );
  return Type.Object({ ...base.properties, sort: Type.Optional(sort) }, { additionalProperties: false });
}
