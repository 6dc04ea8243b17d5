import { RESEND_LIMIT, type Order } from '@shopdesk/contracts';
import type { Database } from '../../db/database';
import { findDeliveriesToResend, orderHasRevokedDeliveries } from '../../repositories/credential-deliveries';
import { countResendsSince } from '../../repositories/order-emails';
import { lockOrder, updateOrderEmail } from '../../repositories/orders';
import { conflict, notFound, tooManyRequests } from '../../errors';
import { recordAudit, type Actor } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { enqueueDeliveryEmail, type DeliveryDeps } from './delivery-email';
import { toOrder } from './order-row';

const WINDOW_MS = RESEND_LIMIT.windowMinutes * 60_000;

/** The 429 of the sixth resend in an hour: when the oldest of the five leaves the window. */
function resendLimitReached(oldest: Date, now: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    retryAfterSeconds,
    `This order's e-mail was sent again ${RESEND_LIMIT.perOrder} times in the last hour: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  );
}

/**
 * Sends a completed order's current credentials again through the outbox, to its address or to
 * `correctedEmail` (then written on the order, audited with who changed it). The order's row is
 * locked first, so the limit per order holds for concurrent resends.
 */
export async function resendDelivery(
  db: Database,
  deps: DeliveryDeps & { clock: Clock },
  orderId: string,
  correctedEmail: string | undefined,
  actor: Actor,
): Promise<Order> {
  return db.transaction(async (tx) => {
    let order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.order_status !== 'completed') throw conflict(`Only a completed order's e-mail can be sent again (this one is ${order.order_status})`);
    const now = deps.clock.now();
    const recent = await countResendsSince(tx, orderId, new Date(now.getTime() - WINDOW_MS));
    if (recent.count >= RESEND_LIMIT.perOrder && recent.oldest) throw resendLimitReached(recent.oldest, now);

    const credentials = await findDeliveriesToResend(tx, orderId);
    if (credentials.length === 0) {
      throw conflict(
        (await orderHasRevokedDeliveries(tx, orderId))
          ? 'This order was refunded in full: its credentials are revoked'
          : 'Nothing to send: no credential of this order was delivered from stock',
      );
    }
    if (correctedEmail !== undefined && correctedEmail !== order.email) {
      const before = order.email;
      order = await updateOrderEmail(tx, orderId, correctedEmail);
      await recordAudit(tx, actor, { action: 'order.email_change', entity: 'order', entityId: orderId, before: { email: before }, after: { email: correctedEmail } });
    }
    await enqueueDeliveryEmail(
      tx,
      deps,
      { orderId, to: order.email, purpose: { kind: 'resend' }, actor },
      credentials.map((c) => ({
        serviceName: c.service_name,
        serviceType: c.service_type,
        userId: c.user_id,
        password: deps.cipher.decrypt(c.password_enc, c.credential_id),
      })),
    );
    await recordAudit(tx, actor, { action: 'order.resend', entity: 'order', entityId: orderId, after: { to: order.email, credentials: credentials.length } });
    return toOrder(order);
  });
}
