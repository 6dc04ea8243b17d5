import { can, forbiddenMessage, UUID_PATTERN, type AuditRecordType, type CallDef, type Permission } from '@shopdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { recordAudit, requestActor } from '../lib/audit';
import type { RequestEmployee } from '../types';

/** A 403: the employee's level lacks `permission`. It says what is not allowed and who may do it. */
export class Forbidden extends HttpError {
  constructor(readonly permission: Permission) {
    super(403, 'Forbidden', forbiddenMessage(permission));
    this.name = 'Forbidden';
  }
}

/**
 * Throws the 403 of `permission` unless the employee's level has it. The route layer calls it with
 * the call's own permission; a rule that depends on the row calls it with the permission that row
 * needs (see each resource's `*-access.ts`). Handlers never compare levels themselves.
 */
export function requirePermission(employee: { level: string }, permission: Permission): void {
  if (!can(employee.level, permission)) throw new Forbidden(permission);
}

/**
 * Records a refused call in the audit log (on its own, outside any transaction the call had
 * opened: the call wrote nothing): who, which call, the record its path names, and the permission.
 */
export async function auditForbidden(
  app: FastifyInstance,
  req: FastifyRequest,
  call: CallDef,
  employee: RequestEmployee,
  refusal: Forbidden,
): Promise<void> {
  const id = (req.params as { id?: unknown } | undefined)?.id;
  await recordAudit(app.db, requestActor(req, employee.id), {
    action: 'access.forbidden',
    entity: auditRecordTypeOf(call),
    entityId: typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null,
    after: { call: `${call.method} ${call.path}`, permission: refusal.permission, level: employee.level },
  });
}

const UUID = new RegExp(UUID_PATTERN);

/** The record type an audit row names for a protected call of each contract tag (what the path's id is). */
const RECORD_TYPE_OF_TAG: Record<string, AuditRecordType> = {
  account: 'session',
  auditLog: 'audit_log',
  auth: 'session',
  employees: 'employee',
  invites: 'invite',
  orders: 'order',
  savedViews: 'saved_view',
  // What the palette finds first; every level may search, so no search is refused.
  search: 'order',
  services: 'service',
  serviceCredentials: 'credential',
  serviceSetupGuides: 'setup_guide',
  settings: 'settings',
  watchList: 'watch_list_entry',
};

/**
 * What a refused call's audit row names as its record. The route layer asks when it registers a
 * protected call, so a call of a new tag without a record type fails at start, not on a 403.
 */
export function auditRecordTypeOf(call: CallDef): AuditRecordType {
  const type = RECORD_TYPE_OF_TAG[call.tag];
  if (!type) throw new Error(`${call.method} ${call.path}: no audit record type for the tag "${call.tag}" (http/authorize.ts)`);
  return type;
}
