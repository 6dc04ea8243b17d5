export const NOT_AVAILABLE = 'N/A';

/**
 * A value for display, or 'N/A' when it is missing (null, undefined or blank), spec §2.
 * `format` runs only on a present value.
 *
 * @example orNA(order.transactionId, truncateId) // 'TXN-123456...' or 'N/A'
 */
export function orNA<T>(value: T | null | undefined, format: (present: T) => string = String): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  if (typeof value === 'string' && value.trim() === '') return NOT_AVAILABLE;
  return format(value);
}
