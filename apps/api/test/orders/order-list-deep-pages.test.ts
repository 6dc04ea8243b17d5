import { api } from '@shopdesk/contracts';
import { insertDeepOrders, orderIdsInSql } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/**
 * A page more than 1,000 rows deep starts from the day its first row falls in (the per-day counts
 * of migration 004) and, in the list's second half, from the oldest end: every page must still hold
 * exactly the rows of plain ORDER BY ... OFFSET paging, across day boundaries and ties at midnight.
 */
const t = setupTestApp();
const me = setupEmployee(t);
beforeAll(() => insertDeepOrders(t.db));

const { idsOf } = listing(t, me, api.orders.getAllOrdersByStatus);

it.each([
  ['every order', undefined],
  ['pending', 'pending'],
])('%s: every page of 50 holds the rows of plain OFFSET paging', async (_name, orderStatus) => {
  const where = orderStatus ? `WHERE order_status = '${orderStatus}'` : '';
  const expected = await orderIdsInSql(t.db, where);
  // Pages in the middle skip 1,000 rows or more, so they seek.
  expect(expected.length).toBeGreaterThan(2_000);
  const filters: Record<string, string> = orderStatus ? { filters: JSON.stringify({ orderStatus }) } : {};
  const pages: string[][] = [];
  for (let currentPage = 1; currentPage <= Math.ceil(expected.length / 50); currentPage++) {
    pages.push(await idsOf({ ...filters, limit: 50, currentPage }));
  }
  expect(pages.flat()).toEqual(expected);
});
