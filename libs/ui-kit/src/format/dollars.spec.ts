import { formatDollars } from './dollars';

describe('formatDollars', () => {
  it('shows dollars with a $ sign and two decimals', () => {
    expect(formatDollars(9)).toBe('$9.00');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1234.567)).toBe('$1,234.57');
  });

  it('refuses an amount that is not a number', () => {
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
  });
});
