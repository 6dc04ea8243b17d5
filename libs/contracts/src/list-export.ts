import * as Type from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { defineCall, type CallDef } from './call';
import { ErrorBody, PROTECTED_BASE } from './common';
import { SEARCH_MAX_LENGTH } from './limits';
import { sortValues, type ListSorts } from './list-sort';

/**
 * The query of a list's export: the list's own search, filters and sort, without a page (the file
 * holds every row they match).
 */
export function exportQuery<F extends string>(sorts: ListSorts<F>) {
  const values = sortValues(sorts);
  return Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
      filters: Type.Optional(Type.String({ maxLength: 1000, description: "JSON object: the list call's filters" })),
      sort: Type.Optional(Type.Union(values.map((value) => Type.Literal(value)), { description: `One of ${values.join(', ')}. Default ${sorts.default}.` })),
    },
    { additionalProperties: false },
  );
}

/** A list export's answer: a CSV file (UTF-8 with BOM, formula-safe cells) with these columns. */
export const csvFile = (columns: readonly string[]) => Type.String({ contentMediaType: 'text/csv', description: columns.join(',') });

/** The columns of each list's export, in order: what its table shows, never a secret. */
export const EXPORT_COLUMNS = {
  orders: ['Order ID', 'Created', 'Status', 'Name', 'Email', 'Phone', 'Total', 'Transaction ID', 'Payment Method', 'Service', 'Items'],
  services: ['Service ID', 'Name', 'Type', 'Country', 'Price', 'Serial', 'Delivery', 'Available', 'Active'],
  setupGuides: ['Setup Guide ID', 'Type', 'Serial', 'Image', 'Active'],
  employees: ['Employee ID', 'Name', 'Email', 'Level', 'Active', 'Joined'],
  invites: ['Invite ID', 'Email', 'Level', 'Status', 'Invited', 'Expires'],
  watchList: ['Entry ID', 'Kind', 'Value', 'Reason', 'Added', 'Expires'],
} as const;

/** A list call of the contract: it names its sorts and filters, which its export takes as they are. */
type ExportableList = CallDef & { readonly access: 'protected'; readonly tag: string; readonly sorts: ListSorts; readonly filters: TSchema };

/**
 * The CSV export of a list call: the list's own sorts and filters (one definition for both), for
 * managers and owners (`lists.export`), answering a file with `columns`.
 *
 * @example export const exportOrders = exportCallOf(getAllOrdersByStatus, 'orders/export', 'Orders as a CSV file: ...', EXPORT_COLUMNS.orders);
 */
export const exportCallOf = <const L extends ExportableList>(list: L, path: string, summary: string, columns: readonly string[]) =>
  defineCall({
    access: 'protected',
    tag: list.tag as L['tag'],
    permission: 'lists.export',
    method: 'GET',
    path: `${PROTECTED_BASE}${path}`,
    summary,
    querystring: exportQuery(list.sorts as L['sorts']),
    sorts: list.sorts as L['sorts'],
    filters: list.filters as L['filters'],
    successStatus: 200,
    response: { 200: csvFile(columns), 400: ErrorBody },
  });
