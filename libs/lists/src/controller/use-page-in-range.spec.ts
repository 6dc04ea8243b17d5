import { pageInRange } from './use-page-in-range';

describe('pageInRange', () => {
  it('moves a page beyond the last one to the last page', () => {
    expect(pageInRange(4, { totalPages: 3, totalItems: 41 })).toBe(3);
    expect(pageInRange(99, { totalPages: 1, totalItems: 2 })).toBe(1);
  });

  it('moves to page 1 when the list is empty', () => {
    expect(pageInRange(2, { totalPages: 0, totalItems: 0 })).toBe(1);
  });

  it('leaves a page in range alone', () => {
    expect(pageInRange(3, { totalPages: 3, totalItems: 41 })).toBeNull();
    expect(pageInRange(1, { totalPages: 0, totalItems: 0 })).toBeNull();
  });
});
