import type { RefundReason } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

export interface RefundableOrderRow {
  id: string;
  order_status: string;
  total_cents: number;
  refunded_cents: number;
}

/**
 * Reads what a refund checks and locks the order's row until the transaction ends: of two refunds
 * of one order the second waits and then sees what the first left to refund.
 */
export async function lockOrderToRefund(tx: Queryable, orderId: string): Promise<RefundableOrderRow | undefined> {
  const { rows } = await tx.query<RefundableOrderRow>(
    'SELECT id, order_status, total_cents, refunded_cents FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return rows[0];
}

export interface NewRefund {
  orderId: string;
  amountCents: number;
  reason: RefundReason;
  note: string | null;
  actorId: string;
}

/** Stores a refund and adds it to the order's refunded sum (orders_refunded_within_total holds the line); answers the new sum. */
export async function insertRefund(tx: Queryable, refund: NewRefund): Promise<number> {
  await tx.query('INSERT INTO order_refunds (order_id, amount_cents, reason, note, actor_id) VALUES ($1, $2, $3, $4, $5)', [
    refund.orderId,
    refund.amountCents,
    refund.reason,
    refund.note,
    refund.actorId,
  ]);
  const { rows } = await tx.query<{ refunded_cents: number }>(
    'UPDATE orders SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1 RETURNING refunded_cents',
    [refund.orderId, refund.amountCents],
  );
  return rows[0].refunded_cents;
}

export interface RefundRow {
  id: string;
  amount_cents: number;
  reason: RefundReason;
  note: string | null;
  actor_id: string | null;
  actor_name: string | null;
  created_at: Date;
}

/** An order's refunds, oldest first, with who made them (order_refunds_order_idx). */
export async function findOrderRefunds(db: Queryable, orderId: string): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT r.id, r.amount_cents, r.reason, r.note, r.actor_id, e.name AS actor_name, r.created_at
       FROM order_refunds r LEFT JOIN employees e ON e.id = r.actor_id
      WHERE r.order_id = $1 ORDER BY r.created_at, r.id`,
    [orderId],
  );
  return rows;
}
