import type { Order } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findOrderStatus, updatePendingOrderStatus } from '../../repositories/orders';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { deliverOrder } from './claim-credentials';
import type { DeliveryDeps } from './delivery-email';
import { toOrder } from './order-row';
import { quietOrderEvents } from '../../live/order-event-store';

const ACTION = { completed: 'order.complete', cancelled: 'order.cancel' } as const;

/**
 * Moves a pending order to `status`. The status test is part of the UPDATE itself, so of two
 * concurrent transitions of one order exactly one changes the row; the other sees the new status.
 * Completing delivers the order's stock services in the same transaction: out of stock, the 409
 * rolls the status back too. `quiet`: the change leaves no live event (a bulk action records one
 * for all its orders).
 */
export async function transitionOrder(
  db: Database,
  deps: DeliveryDeps,
  id: string,
  status: 'completed' | 'cancelled',
  actor: Actor,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<Order> {
  return db.transaction(async (tx) => {
    if (quiet) await quietOrderEvents(tx);
    const row = await updatePendingOrderStatus(tx, id, status);
    if (!row) {
      const current = await findOrderStatus(tx, id);
      if (!current) throw notFound('Order');
      throw conflict(`Order is not pending (it is ${current})`);
    }
    if (status === 'completed') await deliverOrder(tx, deps, { id, email: row.email }, actor);
    await recordAudit(tx, actor, {
      action: ACTION[status],
      entity: 'order',
      entityId: id,
      before: { orderStatus: 'pending' },
      after: { orderStatus: status },
    });
    return toOrder(row);
  });
}
