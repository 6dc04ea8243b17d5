import type { OrderEmailKind } from '@shopdesk/contracts';
import type { Queryable } from '../db/database';

/** Records that the outbox e-mail `emailId` carried credentials of an order, and why. */
export async function insertOrderEmail(
  tx: Queryable,
  email: { emailId: string; orderId: string; kind: OrderEmailKind; actorId: string | null },
): Promise<void> {
  await tx.query('INSERT INTO order_emails (email_id, order_id, kind, actor_id) VALUES ($1, $2, $3, $4)', [
    email.emailId,
    email.orderId,
    email.kind,
    email.actorId,
  ]);
}

/** How many times the order's credentials were resent since `since` (order_emails_order_idx). */
export async function countResendsSince(tx: Queryable, orderId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await tx.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(created_at) AS oldest FROM order_emails
      WHERE order_id = $1 AND kind = 'resend' AND created_at > $2`,
    [orderId, since],
  );
  return rows[0];
}

export interface OrderEmailRow {
  kind: OrderEmailKind;
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  to_address: string;
  status: 'pending' | 'sent' | 'failed';
  sent_at: Date | null;
  last_error: string | null;
}

/** The e-mails that carried an order's credentials, with how each went (never their bodies). */
export async function findOrderEmails(db: Queryable, orderId: string): Promise<OrderEmailRow[]> {
  const { rows } = await db.query<OrderEmailRow>(
    `SELECT oe.kind, oe.created_at, oe.actor_id, emp.name AS actor_name, e.to_address, e.status, e.sent_at, e.last_error
       FROM order_emails oe
       JOIN outbox_emails e ON e.id = oe.email_id
       LEFT JOIN employees emp ON emp.id = oe.actor_id
      WHERE oe.order_id = $1
      ORDER BY oe.created_at DESC`,
    [orderId],
  );
  return rows;
}
