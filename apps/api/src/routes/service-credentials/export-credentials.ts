import type { Database } from '../../db/database';
import { findCredentialsToExport, type ExportRow } from '../../repositories/service-credentials';
import { findServiceSlug } from '../../repositories/services';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { toCsv } from '../../lib/csv';

export const EXPORT_HEADER = ['User ID', 'Status', 'Delivered to', 'Delivered at', 'Reason reported bad', 'Created'] as const;

/** Archived wins over everything; a bad credential was usually used before it was reported. */
function status(row: ExportRow): string {
  if (!row.is_active) return 'Archived';
  if (row.is_bad) return 'Bad';
  return row.is_used ? 'Used' : 'Available';
}

const toCells = (row: ExportRow) => [
  row.user_id,
  status(row),
  row.delivered_to,
  row.delivered_at?.toISOString() ?? null,
  row.bad_reason,
  row.created_at.toISOString(),
];

export interface CredentialExport {
  fileName: string;
  csv: string;
}

/**
 * Every credential of a service, archived ones too, oldest first, as CSV (see lib/csv: cells are
 * never run as formulas), with the service's slug as the file name; audited with the row count.
 * No password is read (see findCredentialsToExport).
 * Built in memory: a service keeps at most tens of thousands of short rows.
 */
export async function exportCredentials(db: Database, serviceId: string, actor: Actor): Promise<CredentialExport> {
  return db.transaction(async (tx) => {
    const slug = await findServiceSlug(tx, serviceId);
    if (!slug) throw notFound('Service');
    const rows = await findCredentialsToExport(tx, serviceId);
    await recordAudit(tx, actor, {
      action: 'credential.export',
      entity: 'service',
      entityId: serviceId,
      after: { count: rows.length },
    });
    return { fileName: `${slug}-credentials.csv`, csv: toCsv(EXPORT_HEADER, rows.map(toCells)) };
  });
}
