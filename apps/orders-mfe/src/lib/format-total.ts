const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An order total in dollars with a $ sign and two decimals.
 *
 * @example formatTotal(1234.5) // '$1,234.50'
 */
export function formatTotal(total: number): string {
  if (!Number.isFinite(total)) throw new RangeError(`an order total must be a finite number, got ${total}`);
  return dollars.format(total);
}
