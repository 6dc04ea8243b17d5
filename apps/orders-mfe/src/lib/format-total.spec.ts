import { formatTotal } from './format-total';

describe('formatTotal', () => {
  it('shows dollars with a $ sign and two decimals', () => {
    expect(formatTotal(9)).toBe('$9.00');
    expect(formatTotal(12.5)).toBe('$12.50');
    expect(formatTotal(0)).toBe('$0.00');
    expect(formatTotal(1234.567)).toBe('$1,234.57');
  });

  it('refuses a total that is not a number', () => {
    expect(() => formatTotal(Number.NaN)).toThrow(RangeError);
  });
});
