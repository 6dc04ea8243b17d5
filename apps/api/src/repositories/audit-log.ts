import type { AuditFilters } from '@shopdesk/contracts';
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../db/database';
import type { FilterCondition } from '../lib/list-where';
import type { Where } from '../lib/list-query';
import { orderByFor } from '../lib/list-sort';

/** Audit rows (`a`) with the employee who acted (`e`, absent for the server, a storefront, an unknown e-mail). */
const AUDIT_FROM = 'audit_log a LEFT JOIN employees e ON e.id = a.actor_id';

const AUDIT_COLUMNS = 'a.id, a.action, a.entity, a.entity_id, a.actor_id, e.name AS actor_name, a.ip, a.before, a.after, a.created_at';

export interface AuditRow {
  id: string;
  action: string;
  entity: string;
  entity_id: string | null;
  actor_id: string | null;
  actor_name: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
}

type Filters = Static<typeof AuditFilters>;

const since: FilterCondition = (value, where) => where.add('a.created_at >= ?', value);
const until: FilterCondition = (value, where) => where.add('a.created_at < ?', value);

/**
 * The audit log's SQL (defineListRoute): newest first on audit_log_created_idx, or on the index of
 * the employee, action or record type filtered by. Its search is audit_log_search_trgm_idx's
 * expression; a whole UUID also finds the rows of that record. Counts stop at 10,000: the log grows
 * without end, and a filter (a date range) narrows it.
 */
export const AUDIT_LIST = {
  select: AUDIT_COLUMNS,
  from: AUDIT_FROM,
  sortBy: { createdAt: 'a.created_at, a.id' },
  keyColumn: 'a.id',
  filterColumns: {
    employee: 'a.actor_id',
    action: 'a.action',
    entity: 'a.entity',
    entityId: 'a.entity_id',
    from: since,
    to: until,
  } satisfies Record<keyof Filters, string | FilterCondition>,
  searchIn: "(a.action || ' ' || coalesce(a.ip, '') || ' ' || coalesce(a.before::text, '') || ' ' || coalesce(a.after::text, ''))",
  wholeIdColumn: 'a.entity_id',
  capCount: true,
};

/** The rows of an export, in the list's order, at most `limit` (the caller asks for one more than it allows). */
export async function findAuditRows(db: Queryable, where: Where, limit: number): Promise<AuditRow[]> {
  const limitParam = where.param(limit);
  const { rows } = await db.query<AuditRow>(
    `SELECT ${AUDIT_COLUMNS} FROM ${AUDIT_FROM} ${where} ORDER BY ${orderByFor(AUDIT_LIST.sortBy, '-createdAt')} LIMIT ${limitParam}`,
    where.params,
  );
  return rows;
}

/**
 * The audit rows an order's timeline tells: what was done to the order itself, and the
 * replacements of its delivered credentials (`credentialIds`). Both through audit_log_entity_idx.
 */
export async function findOrderStoryRows(db: Queryable, orderId: string, actions: readonly string[], credentialIds: string[]): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT ${AUDIT_COLUMNS} FROM ${AUDIT_FROM} WHERE a.entity = 'order' AND a.entity_id = $1 AND a.action = ANY($2::text[])
     UNION ALL
     SELECT ${AUDIT_COLUMNS} FROM ${AUDIT_FROM} WHERE a.entity = 'credential' AND a.entity_id = ANY($3::uuid[]) AND a.action = 'credential.replace'`,
    [orderId, actions, credentialIds],
  );
  return rows;
}
