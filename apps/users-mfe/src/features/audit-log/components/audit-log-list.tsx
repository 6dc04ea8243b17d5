import { AUDIT_COLUMNS, recordTypeLabel } from '@shopdesk/audit-trail';
import { usePageTitle } from '@shopdesk/session';
import { useMemo } from 'react';
import { useAuditLog } from '../api/get-audit-log';
import { toCallFilters, useAuditUrlFilters } from '../utils/audit-url-filters';
import { AuditFilters } from './audit-filters';
import { ExportAuditButton } from './export-audit-button';
import { ListScreen } from '@shopdesk/lists';

/**
 * `auditLog` (for 'audit.read'; the route checks): who did what, to which record, when and from
 * where, newest first. Filters (employee, action, record type, days), search (an address, a
 * value that changed, a record's id) and page are in the URL; Export CSV downloads what is shown.
 *
 * @example <AuditLogList />
 */
export function AuditLogList() {
  const { filters, setFilter } = useAuditUrlFilters();
  const callFilters = useMemo(() => toCallFilters(filters), [filters]);
  const log = useAuditLog();
  const title = callFilters.entityId && callFilters.entity ? `${recordTypeLabel(callFilters.entity)} history` : 'Audit log';
  usePageTitle(title);

  return (
    <ListScreen
      title={title}
      controller={log}
      columns={AUDIT_COLUMNS}
      filters={<AuditFilters filters={filters} onChange={setFilter} />}
      actions={<ExportAuditButton search={log.debouncedSearch} filters={callFilters} />}
      back={{ to: '../dashboard' }}
    />
  );
}
