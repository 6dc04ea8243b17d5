import { PAGE_GAP as GAP, pagingWindow } from './paging-window';

describe('pagingWindow', () => {
  it('is empty when there are no pages', () => {
    expect(pagingWindow(1, 0)).toEqual([]);
  });

  it('lists every page when they all fit', () => {
    expect(pagingWindow(1, 1)).toEqual([1]);
    expect(pagingWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first page, the window of two either side, and the last page', () => {
    expect(pagingWindow(10, 20)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 20]);
  });

  it('takes a narrower window when asked, as on a phone', () => {
    expect(pagingWindow(10, 20, 1)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
    expect(pagingWindow(1, 20, 1)).toEqual([1, 2, GAP, 20]);
  });

  it('leaves the gap out where the window reaches the first or last page', () => {
    expect(pagingWindow(1, 20)).toEqual([1, 2, 3, GAP, 20]);
    expect(pagingWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, GAP, 20]);
    expect(pagingWindow(17, 20)).toEqual([1, GAP, 15, 16, 17, 18, 19, 20]);
    expect(pagingWindow(20, 20)).toEqual([1, GAP, 18, 19, 20]);
  });

  it('marks even a single left-out page with a gap', () => {
    expect(pagingWindow(5, 20)).toEqual([1, GAP, 3, 4, 5, 6, 7, GAP, 20]);
  });

  it('takes a current page outside the range as the nearest end', () => {
    expect(pagingWindow(0, 10)).toEqual(pagingWindow(1, 10));
    expect(pagingWindow(99, 10)).toEqual(pagingWindow(10, 10));
  });

  it('refuses numbers that are not page counts', () => {
    expect(() => pagingWindow(1, -1)).toThrow(RangeError);
    expect(() => pagingWindow(1, 2.5)).toThrow('total pages must be a whole number');
    expect(() => pagingWindow(Number.NaN, 3)).toThrow('current page must be a whole number');
  });
});
