import type { ServiceCredentialSummary } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import type { CredentialRow } from '../../repositories/service-credentials';
import { serviceExists } from '../../repositories/services';
import { notFound } from '../../errors';

/** The listed form: never the password. */
export function toCredentialSummary(row: CredentialRow): ServiceCredentialSummary {
  return {
    _id: row.id,
    service: row.service_id,
    serviceName: row.service_name,
    userId: row.user_id,
    isUsed: row.is_used,
    isBad: row.is_bad,
    badReason: row.bad_reason,
    isActive: row.is_active,
    deliveredTo: row.delivered && {
      order: row.delivered.orderId,
      orderStatus: row.delivered.orderStatus,
      email: row.delivered.email,
      deliveredAt: new Date(row.delivered.deliveredAt).toISOString(),
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A blank user id is no user id. */
export function normalizeUserId(userId: string | undefined): string | null {
  return userId?.trim() || null;
}

/** A credential's service must exist (404 otherwise). */
export async function requireService(db: Queryable, id: string): Promise<void> {
  if (!(await serviceExists(db, id))) throw notFound('Service');
}
