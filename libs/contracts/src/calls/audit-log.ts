import * as Type from '@sinclair/typebox';
import { AuditActionSchema, AuditEntry, AuditRecordTypeSchema } from '../audit';
import { defineCall } from '../call';
import { ErrorBody, Id, Ok, Page, PROTECTED_BASE, Timestamp } from '../common';
import { SEARCH_MAX_LENGTH } from '../limits';
import { sortableListQuery, type ListSorts } from '../list-sort';

const base = { access: 'protected', permission: 'audit.read', tag: 'auditLog' } as const;

/** The trail is read by time only: newest first, or oldest first to follow a story from its start. */
const AUDIT_LOG_SORTS = { fields: { createdAt: 'time' }, default: '-createdAt' } as const satisfies ListSorts;

/** The audit log's filters: who, what, which kind of record (and which one), when (from inclusive, to exclusive). */
export const AuditFilters = Type.Object(
  {
    employee: Type.Optional(Id),
    action: Type.Optional(AuditActionSchema),
    entity: Type.Optional(AuditRecordTypeSchema),
    entityId: Type.Optional(Id),
    from: Type.Optional(Timestamp),
    to: Type.Optional(Timestamp),
  },
  { additionalProperties: false },
);

export const getAuditLogWithQuery = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}auditLog/getAuditLogWithQuery`,
  summary:
    "The audit log, newest first: filter by employee, action, record (type, id) and time; search in the record's id, the address and what changed. Counted up to 10,000 (then totalIsLowerBound)",
  querystring: sortableListQuery(AUDIT_LOG_SORTS),
  sorts: AUDIT_LOG_SORTS,
  filters: AuditFilters,
  successStatus: 200,
  response: { 200: Ok(Page(AuditEntry)), 400: ErrorBody },
});

export const exportAuditLog = defineCall({
  ...base,
  method: 'GET',
  path: `${PROTECTED_BASE}auditLog/export`,
  summary: 'The audit rows of a filter and search as a CSV file (UTF-8 with BOM), newest first; audited. 422 past 50,000 rows: narrow the filter',
  querystring: Type.Object(
    { search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })), filters: Type.Optional(Type.String({ maxLength: 1000 })) },
    { additionalProperties: false },
  ),
  filters: AuditFilters,
  successStatus: 200,
  response: {
    200: Type.String({ contentMediaType: 'text/csv', description: 'When,Employee,Action,Record type,Record,Address,Before,After' }),
    400: ErrorBody,
    422: ErrorBody,
  },
});
