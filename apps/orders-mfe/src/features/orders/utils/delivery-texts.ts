import type { CredentialDelivery, DeliveryEmail, OrderStatus } from '@shopdesk/contracts';
import { exactDateTime } from '../../../lib/created-at';

/**
 * How the e-mail that carried a delivery went, as the order view says it; null when the delivery
 * has no e-mail on record (shown as N/A).
 *
 * @example deliveryEmailText({ status: 'sent', sentAt: '2026-01-01T10:06:00Z' }, 'UTC') // 'Sent 1 Jan 2026, 10:06'
 */
export function deliveryEmailText(email: DeliveryEmail | null, timeZone?: string): string | null {
  if (!email) return null;
  switch (email.status) {
    case 'pending':
      return 'Queued';
    case 'failed':
      return 'Failed';
    case 'sent':
      return email.sentAt ? `Sent ${exactDateTime(email.sentAt, timeZone)}` : 'Sent';
  }
}

/**
 * When and why a delivery was replaced; null for a current one.
 *
 * @example replacedText({ replacedAt: '2026-01-02T09:00:00Z', replaceReason: 'Wrong password' }, 'UTC')
 * // 'Replaced 2 Jan 2026, 09:00: Wrong password'
 */
export function replacedText(
  { replacedAt, replaceReason }: Pick<CredentialDelivery, 'replacedAt' | 'replaceReason'>,
  timeZone?: string,
): string | null {
  if (replacedAt === null) return null;
  const when = `Replaced ${exactDateTime(replacedAt, timeZone)}`;
  return replaceReason ? `${when}: ${replaceReason}` : when;
}

/**
 * When a delivery was revoked (its order refunded in full), and what support does about it; null
 * for one that was not.
 *
 * @example revokedText({ revokedAt: '2026-01-03T08:00:00Z' }, 'UTC') // 'Revoked 3 Jan 2026, 08:00 (order refunded in full): disable it at the provider'
 */
export function revokedText({ revokedAt }: Pick<CredentialDelivery, 'revokedAt'>, timeZone?: string): string | null {
  if (revokedAt === null) return null;
  return `Revoked ${exactDateTime(revokedAt, timeZone)} (order refunded in full): disable it at the provider`;
}

/** Only a current delivery of a completed order can be replaced (not one replaced or revoked already). */
export const canReplace = (delivery: Pick<CredentialDelivery, 'replacedAt' | 'revokedAt'>, orderStatus: OrderStatus) =>
  orderStatus === 'completed' && delivery.replacedAt === null && delivery.revokedAt === null;
