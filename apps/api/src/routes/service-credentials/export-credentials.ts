import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { toCsv } from '../../lib/csv';

export const EXPORT_HEADER = ['User ID', 'Status', 'Delivered to', 'Delivered at', 'Reason reported bad', 'Created'] as const;

interface ExportRow {
  user_id: string | null;
  is_active: boolean;
  is_used: boolean;
  is_bad: boolean;
  bad_reason: string | null;
  created_at: Date;
  delivered_to: string | null;
  delivered_at: Date | null;
}

/**
 * The columns read: never password_enc. An export is a stock report that ends up in e-mails,
 * shared drives and spreadsheets; with the passwords in it every secret of the service would sit
 * in one unencrypted file. A password is read one at a time, audited (getSingleServiceCredential).
 */
const EXPORT_SQL = `
  SELECT c.user_id, c.is_active, c.is_used, c.is_bad, c.bad_reason, c.created_at,
         o.email AS delivered_to, d.created_at AS delivered_at
    FROM service_credentials c
    LEFT JOIN credential_deliveries d ON d.credential_id = c.id
    LEFT JOIN orders o ON o.id = d.order_id
   WHERE c.service_id = $1
   ORDER BY c.created_at, c.id`;

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
 * Built in memory: a service keeps at most tens of thousands of short rows.
 */
export async function exportCredentials(db: Database, serviceId: string, actor: Actor): Promise<CredentialExport> {
  return db.transaction(async (tx) => {
    const service = (await tx.query<{ slug: string }>('SELECT slug FROM services WHERE id = $1', [serviceId])).rows[0];
    if (!service) throw notFound('Service');
    const { rows } = await tx.query<ExportRow>(EXPORT_SQL, [serviceId]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'credential.export',
      entity: 'service',
      entityId: serviceId,
      after: { count: rows.length },
      ip: actor.ip,
    });
    return { fileName: `${service.slug}-credentials.csv`, csv: toCsv(EXPORT_HEADER, rows.map(toCells)) };
  });
}
