/**
 * `part` as a fraction of `whole`, 0 when the whole is 0 (no orders yet is not a division by 0).
 *
 * @example shareOf(1, 4) // 0.25
 */
export const shareOf = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);
