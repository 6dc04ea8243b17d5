import type { CallDef, ListSorts } from '@shopdesk/contracts';
import { errorMessage } from './api-error';
import { type CallFile, fetchCallFile } from './call-api';
import type { ListRequestQuery } from './list-query';

/** A list's export call of the contract (`api.orders.exportOrders`, ...): the list's query without a page. */
export type ExportCall = CallDef & { readonly sorts: ListSorts; readonly method: 'GET' };

/** What ui-kit's `<ListScreen exportCsv>` needs: the file as the list now shows it, its fallback name, and failures in words. */
export interface ListExport {
  download: () => Promise<CallFile>;
  fallbackName: string;
  describeError: (error: unknown, fallback: string) => string;
}

/**
 * The export of a list as it is on screen: the controller's search, filters and sort (not its
 * page), sent to `call`.
 *
 * @example <ListScreen exportCsv={canExport ? listExport(api.orders.exportOrders, orders, 'orders.csv') : undefined} … />
 */
export function listExport(call: ExportCall, list: { query: ListRequestQuery<string> }, fallbackName: string): ListExport {
  const { search, filters, sort } = list.query;
  const query = { ...(search ? { search } : {}), ...(filters ? { filters } : {}), ...(sort ? { sort } : {}) };
  return {
    download: () => (fetchCallFile as (call: CallDef, options: { query: object }) => Promise<CallFile>)(call, { query }),
    fallbackName,
    describeError: errorMessage,
  };
}
