import type { CredentialDelivery, ServiceType } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { claimFromStock, recordDeliveries } from './claim-credentials';
import type { DeliveryDeps } from './delivery-email';
import { findDelivery } from './delivery-row';

interface ReplacedRow {
  id: string;
  order_id: string;
  order_item_id: string;
  credential_id: string;
  replaced_at: Date | null;
  email: string;
  service_id: string;
  service_name: string;
  service_type: ServiceType;
}

/**
 * Replaces a delivered credential the customer reports bad, in one transaction: the old credential
 * is marked bad (never handed out again), the delivery marked replaced, a new credential of the
 * same service claimed, delivered and e-mailed. The delivery row is locked first, so of two
 * replacements of one delivery the second sees it replaced (409).
 */
export async function replaceDeliveredCredential(
  db: Database,
  deps: DeliveryDeps,
  deliveryId: string,
  reason: string,
  actor: Actor,
): Promise<CredentialDelivery> {
  const newId = await db.transaction(async (tx) => {
    const { rows } = await tx.query<ReplacedRow>(
      `SELECT d.id, d.order_id, d.order_item_id, d.credential_id, d.replaced_at, o.email,
              s.id AS service_id, s.name AS service_name, s.type AS service_type
         FROM credential_deliveries d
         JOIN orders o ON o.id = d.order_id
         JOIN order_items i ON i.id = d.order_item_id
         JOIN services s ON s.id = i.service_id
        WHERE d.id = $1
        FOR UPDATE OF d`,
      [deliveryId],
    );
    const old = rows[0];
    if (!old) throw notFound('Credential delivery');
    if (old.replaced_at) throw conflict('This credential was already replaced');

    await tx.query('UPDATE service_credentials SET is_bad = true, bad_reason = $2, updated_at = now() WHERE id = $1', [old.credential_id, reason]);
    await tx.query('UPDATE credential_deliveries SET replaced_at = now(), replace_reason = $2, updated_at = now() WHERE id = $1', [old.id, reason]);
    const service = { id: old.service_id, name: old.service_name, type: old.service_type };
    const [credential] = await claimFromStock(tx, service, 1);
    const [created] = await recordDeliveries(tx, deps, { id: old.order_id, email: old.email }, [{ orderItemId: old.order_item_id, service, credential }], actor);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'credential.replace',
      entity: 'credential',
      entityId: old.credential_id,
      before: { delivery: old.id, isBad: false },
      after: { delivery: old.id, isBad: true, reason, replacedBy: { delivery: created, credential: credential.id } },
      ip: actor.ip,
    });
    return created;
  });
  return (await findDelivery(db, newId)) as CredentialDelivery;
}
