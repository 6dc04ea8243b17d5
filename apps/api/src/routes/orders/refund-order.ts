import type { CallBody, OrderRefund, OrderRefunds } from '@shopdesk/contracts';
import { api } from '@shopdesk/contracts';
import type { Database, Queryable } from '../../db/database';
import { revokeOrderDeliveries } from '../../repositories/credential-deliveries';
import { findOrderRefunds, insertRefund, lockOrderToRefund, type RefundRow } from '../../repositories/order-refunds';
import { conflict, fieldConflict, invalidField, notFound } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import { centsToDollars, dollarsToCents } from '../../lib/money';

type RefundRequest = CallBody<typeof api.orders.refundOrder>;

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    _id: row.id,
    amount: centsToDollars(row.amount_cents),
    reason: row.reason,
    note: row.note,
    by: row.actor_id && row.actor_name !== null ? { _id: row.actor_id, name: row.actor_name } : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** An order's refunds and their sum. */
export async function orderRefunds(db: Queryable, orderId: string): Promise<OrderRefunds> {
  const rows = await findOrderRefunds(db, orderId);
  return { refunded: centsToDollars(rows.reduce((sum, row) => sum + row.amount_cents, 0)), refunds: rows.map(toOrderRefund) };
}

const money = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

/**
 * Refunds a completed order by `amount` dollars, up to what is left: a row of its own, added to the
 * order's refunded sum under the order's row lock (so concurrent refunds never pass the total), and
 * audited. The refund that reaches the total revokes the order's current credentials: marked on
 * their deliveries and marked bad, never handed out again.
 */
export async function refundOrder(db: Database, orderId: string, body: RefundRequest, actor: Actor): Promise<OrderRefunds> {
  const note = body.note?.trim() || null;
  if (body.reason === 'other' && note === null) throw invalidField('note', 'Say why in the note when the reason is Other');
  const amountCents = dollarsToCents(body.amount);
  return db.transaction(async (tx) => {
    const order = await lockOrderToRefund(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.order_status !== 'completed') throw conflict(`Only a completed order can be refunded (this one is ${order.order_status})`);
    const left = order.total_cents - order.refunded_cents;
    if (left === 0) throw conflict(order.total_cents === 0 ? 'This order cost nothing: there is nothing to refund' : 'This order was refunded in full already');
    if (amountCents > left) throw fieldConflict('amount', `At most ${money(left)} is left to refund`);

    const refunded = await insertRefund(tx, { orderId, amountCents, reason: body.reason, note, actorId: actor.id });
    const revoked = refunded === order.total_cents ? await revokeOrderDeliveries(tx, orderId, `Revoked: order ${orderId} was refunded in full`) : 0;
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      before: { refunded: centsToDollars(order.refunded_cents) },
      after: { refunded: centsToDollars(refunded), amount: centsToDollars(amountCents), reason: body.reason, ...(note ? { note } : {}), revokedCredentials: revoked },
    });
    return orderRefunds(tx, orderId);
  });
}
