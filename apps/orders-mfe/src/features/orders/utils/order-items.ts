import type { OrderItem } from '@shopdesk/contracts';

// Summed in cents: adding dollar amounts as floats drifts (0.1 * 3 is not 0.3).
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What one line of an order costs: its price times its quantity, in dollars.
 *
 * @example itemAmount({ quantity: 3, price: 0.1, ... }) // 0.3
 */
export function itemAmount(item: Pick<OrderItem, 'quantity' | 'price'>): number {
  return (cents(item.price) * item.quantity) / 100;
}

/**
 * The sum of an order's lines, in dollars: what its total covers.
 *
 * @example itemsTotal([{ quantity: 2, price: 4.5 }, { quantity: 1, price: 25 }]) // 34
 */
export function itemsTotal(items: readonly Pick<OrderItem, 'quantity' | 'price'>[]): number {
  return items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0) / 100;
}

/**
 * The services an order is for, as one line: every item's service, in the order's order.
 *
 * @example serviceNames(items) // 'Falcon VPN, Dollar Card $25'
 */
export function serviceNames(items: readonly OrderItem[]): string | null {
  return items.length > 0 ? items.map((item) => item.service.name).join(', ') : null;
}
