import { api } from '@shopdesk/contracts';
import { auditUrlFiltersOf, toCallFilters } from '../utils/audit-url-filters';
import { useResourceList } from '@shopdesk/lists';

const auditFilters = (params: URLSearchParams) => toCallFilters(auditUrlFiltersOf(params));

/** The audit log, newest first: search, page and the filters in the URL; saved views of filters. */
export function useAuditLog() {
  return useResourceList(api.auditLog.getAuditLogWithQuery, { views: { list: 'auditLog', urlFilters: auditFilters }, errorFallback: 'Could not load the audit log' });
}
