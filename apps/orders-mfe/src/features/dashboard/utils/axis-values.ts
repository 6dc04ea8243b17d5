const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * A revenue axis tick: short, so the axis stays narrow on a phone; the exact amount is in the
 * value under the cursor and the table.
 *
 * @example axisDollars(1250) // '$1.3K'
 */
export const axisDollars = (value: number): string => compactDollars.format(value);

/**
 * The top of a scale drawn from 0: a tenth above the highest value so a bar or point never
 * touches the frame, and at least `floor` so an empty month still draws an axis.
 *
 * @example scaleTop(90, 1) // 99
 */
export const scaleTop = (highest: number, floor: number): number => Math.max(floor, highest * 1.1);
