const checkWhole = (name: string, value: number, min: number) => {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of ${min} or more, got ${value}`);
  }
};

/**
 * The pagination bar's text: 'Showing {n} entries' when everything fits on one page
 * (20 or fewer at the default page size), else 'Showing {from} to {to} of {total} entries'.
 * A page past the last one is taken as the last one.
 *
 * @example pagingText(2, 20, 45) // 'Showing 21 to 40 of 45 entries'
 */
export function pagingText(page: number, limit: number, totalItems: number): string {
  checkWhole('page', page, 1);
  checkWhole('limit', limit, 1);
  checkWhole('totalItems', totalItems, 0);
  if (totalItems <= limit) return `Showing ${totalItems} entries`;
  const lastPage = Math.ceil(totalItems / limit);
  const shown = Math.min(page, lastPage);
  const from = (shown - 1) * limit + 1;
  const to = Math.min(shown * limit, totalItems);
  return `Showing ${from} to ${to} of ${totalItems} entries`;
}
