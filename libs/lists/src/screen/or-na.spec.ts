import { orNA } from './or-na';

describe('orNA', () => {
  it.each([null, undefined, '', '   '])('reads %p as N/A', (value) => {
    expect(orNA(value)).toBe('N/A');
  });

  it('shows a present value, formatted when a format is given', () => {
    expect(orNA('card')).toBe('card');
    expect(orNA(0)).toBe('0');
    expect(orNA(false)).toBe('false');
    expect(orNA(7.5, (total) => `$${total.toFixed(2)}`)).toBe('$7.50');
  });

  it('does not call the format for a missing value', () => {
    const format = jest.fn((value: string) => value);
    expect(orNA(null, format)).toBe('N/A');
    expect(format).not.toHaveBeenCalled();
  });
});
