/** Stands for one or more pages left out of the page list. */
export const PAGE_GAP = 'gap';

export type PageWindowItem = number | typeof PAGE_GAP;

/**
 * The page list of the pagination bar: the first page, the last page and `side` pages (two
 * unless a phone asks for fewer) either side of the current one, with a `PAGE_GAP`
 * wherever pages are left out. A current page outside 1..total is taken as the nearest end (a
 * page can vanish after an archive).
 *
 * @example pagingWindow(10, 20) // [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]
 * @example pagingWindow(10, 20, 1) // [1, 'gap', 9, 10, 11, 'gap', 20]
 */
export function pagingWindow(current: number, total: number, side = 2): PageWindowItem[] {
  if (!Number.isInteger(total) || total < 0) {
    throw new RangeError(`total pages must be a whole number of 0 or more, got ${total}`);
  }
  if (!Number.isInteger(current)) throw new RangeError(`current page must be a whole number, got ${current}`);
  if (total === 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const from = Math.max(page - side, 1);
  const to = Math.min(page + side, total);
  const items: PageWindowItem[] = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push(PAGE_GAP);
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < total - 1) items.push(PAGE_GAP);
  if (to < total) items.push(total);
  return items;
}
