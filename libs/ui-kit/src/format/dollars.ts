const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An amount in dollars with a $ sign and two decimals: an order's total, a service's price.
 *
 * @example formatDollars(1234.5) // '$1,234.50'
 */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`an amount in dollars must be a finite number, got ${amount}`);
  return dollars.format(amount);
}
