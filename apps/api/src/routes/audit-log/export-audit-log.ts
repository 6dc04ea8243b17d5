import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditFilters } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { toCsv } from '../../lib/csv';
import type { ParsedListQuery } from '../../lib/list-query';
import { listWhere } from '../../lib/list-where';
import { AUDIT_LIST, findAuditRows, type AuditRow } from '../../repositories/audit-log';

/** The most rows one export holds: past it the employee narrows the filter (a date range). */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const AUDIT_EXPORT_HEADER = ['When', 'Employee', 'Action', 'Record type', 'Record', 'Address', 'Before', 'After'] as const;

/** Excel reads a CSV file as UTF-8 (names in Arabic, say) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const toCells = (row: AuditRow) => [
  row.created_at.toISOString(),
  row.actor_name,
  label(AUDIT_ACTIONS, row.action),
  label(AUDIT_RECORD_TYPES, row.entity),
  row.entity_id,
  row.ip,
  json(row.before),
  json(row.after),
];

const tooMany = () =>
  new HttpError(422, 'Unprocessable Entity', `The filter matches more than ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')} rows: narrow it (a date range, an employee) to export`);

/**
 * The audit rows of a filter and search as a CSV file (formula-safe cells, UTF-8 with BOM), newest
 * first, and its audit row (the export is itself an act to account for). Refused past
 * AUDIT_EXPORT_MAX_ROWS rather than cut short: a file that silently stops is worse than none.
 */
export async function exportAuditLog(db: Database, list: ParsedListQuery<Static<typeof AuditFilters>>, actor: Actor): Promise<{ fileName: string; csv: string }> {
  const rows = await findAuditRows(db, await listWhere(db, AUDIT_LIST, list), AUDIT_EXPORT_MAX_ROWS + 1);
  if (rows.length > AUDIT_EXPORT_MAX_ROWS) throw tooMany();
  await recordAudit(db, actor, {
    action: 'audit.export',
    entity: 'audit_log',
    entityId: null,
    after: { search: list.search ?? null, filters: list.filters, rows: rows.length },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `audit-log-${day}.csv`, csv: BOM + toCsv(AUDIT_EXPORT_HEADER, rows.map(toCells)) };
}
