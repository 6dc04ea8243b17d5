/**
 * Where a key moves focus in a row of `count` tabs from tab `current`: the arrows wrap around,
 * Home and End go to the ends; null for any other key.
 *
 * @example tabIndexForKey('ArrowRight', 2, 3) // 0
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
