import { pagingText } from './paging-text';

describe('pagingText', () => {
  it.each([
    [0, 'Showing 0 entries'],
    [1, 'Showing 1 entries'],
    [20, 'Showing 20 entries'],
  ])('says "Showing n entries" for %i items at the default page size', (total, text) => {
    expect(pagingText(1, 20, total)).toBe(text);
  });

  it('gives the range once there are more than 20 items', () => {
    expect(pagingText(1, 20, 21)).toBe('Showing 1 to 20 of 21 entries');
    expect(pagingText(2, 20, 21)).toBe('Showing 21 to 21 of 21 entries');
  });

  it('gives the range for 1,000 items', () => {
    expect(pagingText(1, 20, 1000)).toBe('Showing 1 to 20 of 1000 entries');
    expect(pagingText(7, 20, 1000)).toBe('Showing 121 to 140 of 1000 entries');
    expect(pagingText(50, 20, 1000)).toBe('Showing 981 to 1000 of 1000 entries');
  });

  it('follows a smaller page size (the invites list pages by 10)', () => {
    expect(pagingText(2, 10, 15)).toBe('Showing 11 to 15 of 15 entries');
  });

  it('takes a page past the last one as the last one', () => {
    expect(pagingText(9, 20, 45)).toBe('Showing 41 to 45 of 45 entries');
  });

  it('says "more than" when the total is only a lower bound (a broad search, counted to a cap)', () => {
    expect(pagingText(1, 20, 10000, true)).toBe('Showing 1 to 20 of more than 10,000 entries');
    expect(pagingText(500, 20, 10000, true)).toBe('Showing 9981 to 10000 of more than 10,000 entries');
  });

  it('refuses numbers that are not counts', () => {
    expect(() => pagingText(0, 20, 5)).toThrow('page must be a whole number of 1 or more, got 0');
    expect(() => pagingText(1, 0, 5)).toThrow(RangeError);
    expect(() => pagingText(1, 20, -1)).toThrow(RangeError);
    expect(() => pagingText(1.5, 20, 5)).toThrow(RangeError);
  });
});
