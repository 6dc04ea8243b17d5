import { api, type CallFilters } from '@shopdesk/contracts';
import { callApi, fetchCallFile } from '../call-api';
import { buildListQuery, type ListParams } from '../list-query';

export type AuditLogFilters = NonNullable<CallFilters<typeof api.auditLog.getAuditLogWithQuery>>;

/** One page of the audit log, newest first (managers and owners). */
export const getAuditLogWithQuery = (params: ListParams<AuditLogFilters>, signal?: AbortSignal) =>
  callApi(api.auditLog.getAuditLogWithQuery, { query: buildListQuery(params), signal });

/** The audit rows of a search and filter as a CSV file (422 past 50,000 rows: narrow the filter). */
export const exportAuditLog = (params: Pick<ListParams<AuditLogFilters>, 'search' | 'filters'>) => {
  const { search, filters } = buildListQuery(params);
  return fetchCallFile(api.auditLog.exportAuditLog, { query: { search, filters } });
};
