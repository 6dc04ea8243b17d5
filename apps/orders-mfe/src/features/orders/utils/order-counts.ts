/**
 * The dashboard badge of a count: shown only above 0, so nothing for an empty status
 * (docs/product.md#order-dashboard).
 *
 * @example badgeCount(0) // undefined
 */
export function badgeCount(count: number): number | undefined {
  return count > 0 ? count : undefined;
}
