import { Type } from '@sinclair/typebox';
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
