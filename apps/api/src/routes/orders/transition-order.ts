import type { Order } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { deliverOrder } from './claim-credentials';
import type { DeliveryDeps } from './delivery-email';
import { ORDER_COLUMNS, toOrder, type OrderRow } from './order-row';

const ACTION = { completed: 'order.complete', cancelled: 'order.cancel' } as const;

/**
 * Moves a pending order to `status`. The status test is part of the UPDATE itself, so of two
 * concurrent transitions of one order exactly one changes the row; the other sees the new status.
 * Completing delivers the order's stock services in the same transaction: out of stock, the 409
 * rolls the status back too.
 */
export async function transitionOrder(
  db: Database,
  deps: DeliveryDeps,
  id: string,
  status: 'completed' | 'cancelled',
  actor: Actor,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const updated = await tx.query<OrderRow>(
      `UPDATE orders SET order_status = $2, updated_at = now()
        WHERE id = $1 AND order_status = 'pending'
        RETURNING ${ORDER_COLUMNS}`,
      [id, status],
    );
    const row = updated.rows[0];
    if (!row) {
      const current = await tx.query<{ order_status: string }>('SELECT order_status FROM orders WHERE id = $1', [id]);
      if (!current.rows[0]) throw notFound('Order');
      throw conflict(`Order is not pending (it is ${current.rows[0].order_status})`);
    }
    if (status === 'completed') await deliverOrder(tx, deps, { id, email: row.email }, actor);
    await recordAudit(tx, {
      actorId: actor.id,
      action: ACTION[status],
      entity: 'order',
      entityId: id,
      before: { orderStatus: 'pending' },
      after: { orderStatus: status },
      ip: actor.ip,
    });
    return toOrder(row);
  });
}
