export { actionLabel, actorLabel, auditTime, changeLines, recordTypeLabel, type ChangeLine } from './audit-texts';
export { AUDIT_COLUMNS } from './audit-columns';
export { ChangeSummary } from './change-summary';
export { AUDIT_LOG_PATH, RecordLink, recordHistoryPath } from './record-link';
export { HISTORY_LIMIT, RecordHistory, type RecordHistoryProps } from './record-history';
