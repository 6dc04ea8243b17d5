export const NOT_AVAILABLE = 'N/A';

/**
 * A value for display, or 'N/A' when it is missing (null, undefined or blank), as every table
 * and view modal shows a missing value. `format` runs only on a present value.
 *
 * @example orNA(order.paymentMethod) // 'card' or 'N/A'
 * @example orNA(order.total, formatTotal) // '$7.50'
 */
export function orNA<T>(value: T | null | undefined, format: (present: T) => string = String): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'string' && value.trim() === '') return NOT_AVAILABLE;
  return format(value);
}
