import type { CredentialDelivery } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findDelivery, lockDeliveryToReplace, lockOrderOfDelivery, markDeliveryReplaced, type DeliveryRow } from '../../repositories/credential-deliveries';
import { markCredentialBad } from '../../repositories/service-credentials';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { claimFromStock, recordDeliveries } from './claim-credentials';
import type { DeliveryDeps } from './delivery-email';
import { toCredentialDelivery } from './delivery-row';

/**
 * Replaces a delivered credential the customer reports bad, in one transaction: the old credential
 * is marked bad (never handed out again), the delivery marked replaced, a new credential of the
 * same service claimed, delivered and e-mailed. The order is locked first, as a refund locks it,
 * then the delivery row, so of two replacements of one delivery the second sees it replaced (409).
 */
export async function replaceDeliveredCredential(
  db: Database,
  deps: DeliveryDeps,
  deliveryId: string,
  reason: string,
  actor: Actor,
): Promise<CredentialDelivery> {
  const newId = await db.transaction(async (tx) => {
    await lockOrderOfDelivery(tx, deliveryId);
    const old = await lockDeliveryToReplace(tx, deliveryId);
    if (!old) throw notFound('Credential delivery');
    if (old.replaced_at) throw conflict('This credential was already replaced');
    if (old.revoked_at) throw conflict('This credential was revoked when the order was refunded in full');

    await markCredentialBad(tx, old.credential_id, reason);
    await markDeliveryReplaced(tx, old.id, reason);
    const service = { id: old.service_id, name: old.service_name, type: old.service_type };
    const [credential] = await claimFromStock(tx, service, 1);
    const purpose = { kind: 'replacement', replaces: { serviceName: old.service_name, userId: old.user_id, reason } } as const;
    const delivery = { orderItemId: old.order_item_id, service, credential };
    const [created] = await recordDeliveries(tx, deps, { id: old.order_id, email: old.email }, [delivery], actor, purpose);
    await recordAudit(tx, actor, {
      action: 'credential.replace',
      entity: 'credential',
      entityId: old.credential_id,
      before: { delivery: old.id, isBad: false },
      after: { delivery: old.id, isBad: true, reason, replacedBy: { delivery: created, credential: credential.id } },
    });
    return created;
  });
  return toCredentialDelivery((await findDelivery(db, newId)) as DeliveryRow);
}
