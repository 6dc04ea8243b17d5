import type { ServiceType } from '@shopdesk/contracts';
import type { Queryable } from '../../db/database';
import { conflict } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { enqueueDeliveryEmail, type DeliveryDeps } from './delivery-email';

export interface StockService {
  id: string;
  name: string;
  type: ServiceType;
}

export interface ClaimedCredential {
  id: string;
  user_id: string | null;
  password_enc: string;
}

/** The one message a completion or replacement answers when a service has run out. */
export const outOfStock = (serviceName: string) => conflict(`No credential in stock for ${serviceName}`);

/**
 * Marks `quantity` of the service's available credentials used, oldest first, and answers them;
 * 409 when it has fewer. SKIP LOCKED: concurrent claims take different rows instead of waiting on
 * each other, and a row another claim used meanwhile fails the re-check, so none is handed out twice.
 */
export async function claimFromStock(tx: Queryable, service: StockService, quantity: number): Promise<ClaimedCredential[]> {
  const { rows } = await tx.query<ClaimedCredential & { created_at: Date }>(
    `WITH picked AS (
       SELECT id FROM service_credentials
        WHERE service_id = $1 AND is_active AND NOT is_used AND NOT is_bad
        ORDER BY created_at, id
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     )
     UPDATE service_credentials c SET is_used = true, updated_at = now()
       FROM picked
      WHERE c.id = picked.id
     RETURNING c.id, c.user_id, c.password_enc, c.created_at`,
    [service.id, quantity],
  );
  if (rows.length < quantity) throw outOfStock(service.name);
  // RETURNING keeps no order: oldest first again.
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1));
}

export interface Delivery {
  orderItemId: string;
  service: StockService;
  credential: ClaimedCredential;
}

/**
 * Records handed-out credentials: one e-mail carrying all of them, one credential_deliveries row
 * and one `credential.deliver` audit row per credential. Answers the new deliveries' ids.
 */
export async function recordDeliveries(
  tx: Queryable,
  deps: DeliveryDeps,
  order: { id: string; email: string },
  deliveries: Delivery[],
  actor: Actor,
): Promise<string[]> {
  const emailId = await enqueueDeliveryEmail(
    tx,
    deps,
    order.email,
    deliveries.map((d) => ({
      serviceName: d.service.name,
      serviceType: d.service.type,
      userId: d.credential.user_id,
      password: deps.cipher.decrypt(d.credential.password_enc, d.credential.id),
    })),
  );
  const { rows } = await tx.query<{ id: string; credential_id: string }>(
    `INSERT INTO credential_deliveries (order_id, order_item_id, credential_id, email_id)
     SELECT $1, item, credential, $4 FROM unnest($2::uuid[], $3::uuid[]) AS d(item, credential)
     RETURNING id, credential_id`,
    [order.id, deliveries.map((d) => d.orderItemId), deliveries.map((d) => d.credential.id), emailId],
  );
  const deliveryOf = new Map(rows.map((r) => [r.credential_id, r.id]));
  for (const d of deliveries) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'credential.deliver',
      entity: 'credential',
      entityId: d.credential.id,
      after: { order: order.id, orderItem: d.orderItemId, delivery: deliveryOf.get(d.credential.id), isUsed: true },
      ip: actor.ip,
    });
  }
  return deliveries.map((d) => deliveryOf.get(d.credential.id) as string);
}

interface StockItemRow {
  id: string;
  quantity: number;
  service_id: string;
  service_name: string;
  service_type: ServiceType;
}

/**
 * Delivers a completed order in the transaction that completed it: every item of a stock service
 * claims `quantity` credentials, all of them go out in one e-mail. Any item short of stock throws
 * the 409 and the caller's transaction undoes everything. Manual services claim nothing.
 */
export async function deliverOrder(tx: Queryable, deps: DeliveryDeps, order: { id: string; email: string }, actor: Actor): Promise<void> {
  const { rows: items } = await tx.query<StockItemRow>(
    `SELECT i.id, i.quantity, s.id AS service_id, s.name AS service_name, s.type AS service_type
       FROM order_items i JOIN services s ON s.id = i.service_id
      WHERE i.order_id = $1 AND s.delivery = 'stock'
      ORDER BY i.created_at, i.id`,
    [order.id],
  );
  const deliveries: Delivery[] = [];
  for (const item of items) {
    const service = { id: item.service_id, name: item.service_name, type: item.service_type };
    for (const credential of await claimFromStock(tx, service, item.quantity)) deliveries.push({ orderItemId: item.id, service, credential });
  }
  if (deliveries.length > 0) await recordDeliveries(tx, deps, order, deliveries, actor);
}
