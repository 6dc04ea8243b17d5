/**
 * The dashboard badge of a count (spec §2): shown only above 0, so nothing for an empty status.
 *
 * @example badgeCount(0) // undefined
 */
export function badgeCount(count: number): number | undefined {
  return count > 0 ? count : undefined;
}
