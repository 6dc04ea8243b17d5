const checkWhole = (name: string, value: number, min: number) => {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of ${min} or more, got ${value}`);
  }
};

/**
 * The pagination bar's text: 'Showing {n} entries' when everything fits on one page
 * (20 or fewer at the default page size), else 'Showing {from} to {to} of {total} entries'.
 * A page past the last one is taken as the last one. When the API counted a broad search only up
 * to a cap (`isLowerBound`), the total reads 'more than {total}'.
 *
 * @example pagingText(2, 20, 45) // 'Showing 21 to 40 of 45 entries'
 * @example pagingText(1, 20, 10000, true) // 'Showing 1 to 20 of more than 10,000 entries'
 */
export function pagingText(page: number, limit: number, totalItems: number, isLowerBound = false): string {
  checkWhole('page', page, 1);
  checkWhole('limit', limit, 1);
  checkWhole('totalItems', totalItems, 0);
  if (totalItems <= limit && !isLowerBound) return `Showing ${totalItems} entries`;
  const lastPage = Math.ceil(totalItems / limit);
  const shown = Math.min(page, lastPage);
  const from = (shown - 1) * limit + 1;
  const to = Math.min(shown * limit, totalItems);
  const total = isLowerBound ? `more than ${totalItems.toLocaleString('en-US')}` : totalItems;
  return `Showing ${from} to ${to} of ${total} entries`;
}
