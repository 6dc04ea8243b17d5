import type { ServiceType } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { insertDeliveries } from '../../repositories/credential-deliveries';
import { findStockItems } from '../../repositories/orders';
import { claimAvailableCredentials, type ClaimedCredentialRow } from '../../repositories/service-credentials';
import { conflict } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import type { DeliveryEmailPurpose } from '../../mail/templates';
import { enqueueDeliveryEmail, type DeliveryDeps } from './delivery-email';

export interface StockService {
  id: string;
  name: string;
  type: ServiceType;
}

/** What a completion or replacement answers when a service has too few credentials: how many it needed and found. */
export const outOfStock = (serviceName: string, needed: number, available: number) =>
  conflict(`Not enough credentials in stock for ${serviceName}: ${needed} needed, ${available} available`);

/**
 * Marks `quantity` of the service's available credentials used, oldest first, and answers them;
 * 409 when it has fewer (see claimAvailableCredentials: none is handed out twice).
 */
export async function claimFromStock(tx: Queryable, service: StockService, quantity: number): Promise<ClaimedCredentialRow[]> {
  const rows = await claimAvailableCredentials(tx, service.id, quantity);
  if (rows.length < quantity) throw outOfStock(service.name, quantity, rows.length);
  // RETURNING keeps no order: oldest first again.
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1));
}

export interface Delivery {
  orderItemId: string;
  service: StockService;
  credential: ClaimedCredentialRow;
}

/**
 * Records handed-out credentials: one e-mail carrying all of them (a first delivery, or a
 * replacement saying what it replaces), one credential_deliveries row and one `credential.deliver`
 * audit row per credential. Answers the new deliveries' ids.
 */
export async function recordDeliveries(
  tx: Queryable,
  deps: DeliveryDeps,
  order: { id: string; email: string },
  deliveries: Delivery[],
  actor: Actor,
  purpose: DeliveryEmailPurpose = { kind: 'delivery' },
): Promise<string[]> {
  const emailId = await enqueueDeliveryEmail(
    tx,
    deps,
    { orderId: order.id, to: order.email, purpose, actor },
    deliveries.map((d) => ({
      serviceName: d.service.name,
      serviceType: d.service.type,
      userId: d.credential.user_id,
      password: deps.cipher.decrypt(d.credential.password_enc, d.credential.id),
    })),
  );
  const rows = await insertDeliveries(
    tx,
    order.id,
    deliveries.map((d) => ({ orderItemId: d.orderItemId, credentialId: d.credential.id })),
    emailId,
  );
  const deliveryOf = new Map(rows.map((r) => [r.credential_id, r.id]));
  for (const d of deliveries) {
    await recordAudit(tx, actor, {
      action: 'credential.deliver',
      entity: 'credential',
      entityId: d.credential.id,
      after: { order: order.id, orderItem: d.orderItemId, delivery: deliveryOf.get(d.credential.id), isUsed: true },
    });
  }
  return deliveries.map((d) => deliveryOf.get(d.credential.id) as string);
}

/**
 * Delivers a completed order in the transaction that completed it: each stock service claims what
 * the order's items of it need together (so a 409 says the order's whole need, as the list's
 * stock marker does), handed to the items in their order; all of them go out in one e-mail. A
 * service short of stock throws the 409 and the caller's transaction undoes everything. Manual
 * services claim nothing.
 */
export async function deliverOrder(tx: Queryable, deps: DeliveryDeps, order: { id: string; email: string }, actor: Actor): Promise<void> {
  const items = await findStockItems(tx, order.id);
  const claimed = new Map<string, ClaimedCredentialRow[]>();
  for (const item of items) {
    if (claimed.has(item.service_id)) continue;
    const needed = items.filter((each) => each.service_id === item.service_id).reduce((sum, each) => sum + each.quantity, 0);
    claimed.set(item.service_id, await claimFromStock(tx, { id: item.service_id, name: item.service_name, type: item.service_type }, needed));
  }
  const deliveries: Delivery[] = items.flatMap((item) => {
    const service = { id: item.service_id, name: item.service_name, type: item.service_type };
    return (claimed.get(item.service_id) ?? []).splice(0, item.quantity).map((credential) => ({ orderItemId: item.id, service, credential }));
  });
  if (deliveries.length > 0) await recordDeliveries(tx, deps, order, deliveries, actor);
}
