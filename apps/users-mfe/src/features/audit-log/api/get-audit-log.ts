import { useResourceList, type AuditLogFilters } from '@shopdesk/api-client';
import { api } from '@shopdesk/contracts';

/** The audit log, newest first: search and page in the URL, the filters given. */
export function useAuditLog(filters: AuditLogFilters) {
  return useResourceList(api.auditLog.getAuditLogWithQuery, { filters, errorFallback: 'Could not load the audit log' });
}
