import { formatDollars } from '@shopdesk/ui-kit';
import type { SingleOrder } from '@shopdesk/contracts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** What is left to refund on an order, in dollars. */
export const leftToRefund = ({ order, refunded }: Pick<SingleOrder, 'order' | 'refunded'>) => (cents(order.total) - cents(refunded)) / 100;

/**
 * The order view's refund line; null while nothing is refunded.
 *
 * @example refundedText({ order: { total: 10 }, refunded: 4.5 }) // 'Refunded $4.50 of $10.00'
 */
export function refundedText({ order, refunded }: Pick<SingleOrder, 'order' | 'refunded'>): string | null {
  return refunded > 0 ? `Refunded ${formatDollars(refunded)} of ${formatDollars(order.total)}` : null;
}
