import type { ReactNode } from 'react';
import { orNA } from './or-na';

/** What a cell shows as text without a render function. */
type Printable = string | number | boolean | null | undefined;

/** The fields of `T` whose values a cell can show as they are. */
export type PrintableKey<T> = { [K in keyof T]-?: T[K] extends Printable ? K : never }[keyof T] & string;

interface ColumnBase {
  header: ReactNode;
  /** CSS width, e.g. '80px' or '20%'. */
  width?: string;
  /**
   * Shown on wide screens only: on a narrow one the table drops the column rather than scroll
   * sideways to what matters (the row's view still shows every field).
   */
  wideOnly?: boolean;
  /**
   * Shown only when the table has at least this many pixels: a list of many columns drops its
   * least needed ones on a laptop or beside a pinned sidebar, rather than wrap every cell or
   * scroll sideways (the row's view still shows the field).
   */
  minTableWidth?: number;
  /**
   * The field of the list call's sorts this column sorts by: its header becomes a sort button
   * (when the list can be sorted by that field).
   */
  sortField?: string;
}

/** Shows one field of the row as text, 'N/A' when it is missing. */
export interface FieldColumn<T> extends ColumnBase {
  key: PrintableKey<T>;
  render?: never;
}

/** Shows what `render` returns; `key` only has to be unique in the table. */
export interface RenderColumn<T> extends ColumnBase {
  key: string;
  render: (row: T) => ReactNode;
}

/**
 * A table column: a field of the row by name, or a render function. A column without `render`
 * must name a field of the row that reads as text, so a typo is a type error.
 *
 * @example
 * const columns: Column<Order>[] = [
 *   { key: 'name', header: 'Name' },
 *   { key: 'total', header: 'Total', render: (order) => formatTotal(order.total) },
 * ];
 */
export type Column<T> = FieldColumn<T> | RenderColumn<T>;

/** A table row: rows are told apart by their `_id`, as every list call answers them. */
export interface Identified {
  _id: string;
}

/** What a column shows for a row. */
export function cellContent<T>(row: T, column: Column<T>): ReactNode {
  return column.render ? column.render(row) : orNA(row[column.key] as Printable);
}
