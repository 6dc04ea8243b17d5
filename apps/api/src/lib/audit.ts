import type { Queryable } from '../db/database';

/** Who makes a change and from where: the signed-in employee and the client's address. */
export interface Actor {
  id: string;
  ip: string;
}

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** One audit_log row per mutation; call it inside the mutation's transaction. Never pass secrets. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip ?? null,
    ],
  );
}
