import { DEFAULT_DELIVERY, type Service } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { PG_ERROR, pgErrorCode } from '../../db/database';
import { findService, insertService, updateService as updateServiceRow, type ServiceRow } from '../../repositories/services';
import { fieldConflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import type { ServiceValues } from './service-input';
import { toService } from './service-row';

/** (type, slug) is the only unique key a service write can break besides its id. */
async function mapSlugConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) throw fieldConflict('slug', 'A service with this slug already exists');
    throw error;
  }
}

/** Adds a service (its type's default delivery unless the form names one), audited. */
export async function createService(db: Database, values: ServiceValues, logo: string | null, actor: Actor): Promise<Service> {
  return db.transaction(async (tx) => {
    const created = await mapSlugConflict(insertService(tx, values, values.delivery ?? DEFAULT_DELIVERY[values.type], logo));
    await recordAudit(tx, actor, { action: 'service.create', entity: 'service', entityId: created.id, after: toService(created) });
    return toService(created);
  });
}

/**
 * Changes a service, audited; a delivery left out of the form and a logo not sent keep the stored
 * ones. Answers the row before and after, so the caller can drop a replaced logo.
 */
export async function updateService(
  db: Database,
  id: string,
  values: ServiceValues,
  newLogo: string | null,
  actor: Actor,
): Promise<{ before: ServiceRow; after: ServiceRow }> {
  return db.transaction(async (tx) => {
    const current = await findService(tx, id, true);
    if (!current) throw notFound('Service');
    const updated = await mapSlugConflict(updateServiceRow(tx, id, values, values.delivery ?? current.delivery, newLogo ?? current.logo));
    await recordAudit(tx, actor, {
      action: 'service.update',
      entity: 'service',
      entityId: id,
      before: toService(current),
      after: toService(updated),
    });
    return { before: current, after: updated };
  });
}
