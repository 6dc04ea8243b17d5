import { RecordHistory } from '@shopdesk/audit-trail';
import type { AuditRecordType } from '@shopdesk/contracts';
import { FieldStack, Tabs } from '@shopdesk/ui-kit';
import type { ReactNode } from 'react';

/**
 * The layout of a view form with a History tab: its fields as the Details tab, the record's audit
 * rows beside them; undefined (the form's own layout) when `shown` is false: an update is a form
 * to fill, and levels without `audit.read` have no History.
 *
 * @example layout={historyLayout(opening.mode === 'view' && canAudit, 'Service', 'service', service._id)}
 */
export function historyLayout(shown: boolean, label: string, entity: AuditRecordType, id: string): ((fields: ReactNode) => ReactNode) | undefined {
  if (!shown) return undefined;
  return (fields) => (
    <Tabs
      label={label}
      tabs={[
        { id: 'details', label: 'Details', content: <FieldStack>{fields}</FieldStack> },
        { id: 'history', label: 'History', content: <RecordHistory entity={entity} id={id} /> },
      ]}
    />
  );
}
