import type { AuditEntry } from '@shopdesk/contracts';
import styled from 'styled-components';
import { actionLabel, actorLabel, auditTime } from './audit-texts';
import { ChangeSummary } from './change-summary';
import { RecordLink } from './record-link';
import { type Column } from '@shopdesk/lists';

const Time = styled.time`
  white-space: nowrap;
`;

/** The audit log table's columns: When, Employee, Action, Record, Address, Change. */
export const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { key: 'createdAt', header: 'When', sortField: 'createdAt', render: (entry) => <Time dateTime={entry.createdAt}>{auditTime(entry.createdAt)}</Time> },
  { key: 'actor', header: 'Employee', render: (entry) => actorLabel(entry) },
  { key: 'action', header: 'Action', render: (entry) => actionLabel(entry.action) },
  { key: 'record', header: 'Record', minTableWidth: 560, render: (entry) => <RecordLink entity={entry.entity} id={entry.entityId} /> },
  { key: 'ip', header: 'Address', wideOnly: true, render: (entry) => entry.ip ?? 'N/A' },
  { key: 'change', header: 'Change', minTableWidth: 900, render: (entry) => <ChangeSummary before={entry.before} after={entry.after} /> },
];
