import type { Queryable } from '../db/database';
import { recordAudit, type Actor } from './audit';

/** The archivable tables and the entity name their audit rows use. */
const ENTITY = { services: 'service', service_credentials: 'credential', service_setup_guides: 'setup_guide' } as const;
export type ArchivableTable = keyof typeof ENTITY;

/**
 * Archives or restores one row (is_active) and audits the change with the before/after flag.
 * Answers false when no row has this id. Call it inside a transaction.
 */
export async function setActive(tx: Queryable, table: ArchivableTable, id: string, isActive: boolean, actor: Actor): Promise<boolean> {
  const found = await tx.query<{ is_active: boolean }>(`SELECT is_active FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  const before = found.rows[0];
  if (!before) return false;
  await tx.query(`UPDATE ${table} SET is_active = $2, updated_at = now() WHERE id = $1`, [id, isActive]);
  await recordAudit(tx, actor, {
    action: `${ENTITY[table]}.${isActive ? 'unarchive' : 'archive'}`,
    entity: ENTITY[table],
    entityId: id,
    before: { isActive: before.is_active },
    after: { isActive },
  });
  return true;
}
