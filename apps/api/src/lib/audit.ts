import type { AuditAction, AuditRecordType } from '@shopdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

/** Who makes a change and from where: the signed-in employee and the client's address. */
export interface Actor {
  id: string;
  ip: string;
}

/**
 * Who an audit row names: an employee (null when no employee makes the change: a storefront order,
 * a forgotten password) and the address the request came from (null for the server's own commands).
 */
export interface AuditActor {
  id: string | null;
  ip: string | null;
}

/** The changes the server makes by itself (the seed, the command line): nobody, from nowhere. */
export const SERVER: AuditActor = { id: null, ip: null };

/** The one place an actor is made from a request: `employeeId` makes the change from the request's address. */
export function requestActor(request: FastifyRequest, employeeId: string): Actor;
export function requestActor(request: FastifyRequest, employeeId: null): AuditActor;
export function requestActor(request: FastifyRequest, employeeId: string | null): AuditActor {
  return { id: employeeId, ip: request.ip };
}

export interface AuditEntry {
  /** One of the contract's AUDIT_ACTIONS: the audit log screen names and filters by them. */
  action: AuditAction;
  entity: AuditRecordType;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** The audit_log columns `auditLogValues` fills, in its order: for a statement that writes its audit row with what it records. */
export const AUDIT_LOG_COLUMNS = '(actor_id, action, entity, entity_id, before, after, ip)';

/** One audit row's values, in AUDIT_LOG_COLUMNS' order. */
export function auditLogValues(actor: AuditActor, entry: AuditEntry): unknown[] {
  return [
    actor.id,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    actor.ip,
  ];
}

/** One audit_log row per mutation; call it inside the mutation's transaction. Never pass secrets. */
export async function recordAudit(q: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await q.query(`INSERT INTO audit_log ${AUDIT_LOG_COLUMNS} VALUES ($1, $2, $3, $4, $5, $6, $7)`, auditLogValues(actor, entry));
}
