import { api } from '@shopdesk/contracts';
import { insertDeepOrders, orderIdsInSql } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/**
 * `sort=createdAt` reads the order list in its order reversed (created_at DESC, id becomes
 * created_at ASC, id DESC), its deep pages seeking from the oldest day and its last pages read
 * from the newest end: every page must hold exactly the rows of plain ORDER BY ... OFFSET paging,
 * across day boundaries and ties, filtered and searched alike.
 */
const t = setupTestApp();
const me = setupEmployee(t);
beforeAll(async () => {
  await insertDeepOrders(t.db);
  // Four at one instant: more ties.
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT 'Same instant ' || k, 'same' || k || '@example.com', 100, 'pending', timestamptz '2026-03-10 12:00:00+00'
       FROM generate_series(1, 4) AS k`,
  );
});

const { list, idsOf } = listing(t, me, api.orders.getAllOrdersByStatus);
const pending = JSON.stringify({ orderStatus: 'pending' });

it.each([
  ['every order', {}, '', 50],
  ['pending', { filters: pending }, "WHERE order_status = 'pending'", 50],
  ['a search', { search: 'deep 1' }, "WHERE name LIKE 'Deep 1%'", 40],
  ['pending and a search', { filters: pending, search: 'deep 2' }, "WHERE order_status = 'pending' AND name LIKE 'Deep 2%'", 40],
])('%s: every oldest-first page holds the rows of plain OFFSET paging', async (_name, query, where, limit) => {
  const expected = await orderIdsInSql(t.db, where, 'created_at ASC, id DESC');
  expect(expected.length).toBeGreaterThan(300);
  const pages: string[][] = [];
  for (let currentPage = 1; currentPage <= Math.ceil(expected.length / limit); currentPage++) {
    const page = await list({ ...query, sort: 'createdAt', limit, currentPage });
    expect(page.totalItems).toBe(expected.length);
    pages.push(page.documents.map((d) => d._id));
  }
  expect(pages.flat()).toEqual(expected);
});

it('is exactly the newest-first list backwards, and sort=-createdAt is the list as before', async () => {
  const total = (await list({ filters: pending, limit: 1 })).totalItems;
  const newest = await list({ filters: pending, sort: '-createdAt', limit: 100, currentPage: 1 });
  expect(newest).toEqual(await list({ filters: pending, limit: 100, currentPage: 1 }));
  // The last page of oldest-first is the first of newest-first, turned round.
  const lastOldest = await idsOf({ filters: pending, sort: 'createdAt', limit: 100, currentPage: Math.ceil(total / 100) });
  expect(lastOldest.slice().reverse()).toEqual(newest.documents.map((d) => d._id).slice(0, lastOldest.length));
});

it('answers 400 naming sort for a value it does not know', async () => {
  const res = await t.call(me, api.orders.getAllOrdersByStatus, { query: { sort: 'cheapest' } as never });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain('sort');
});

it("is refused on a list that does not sort by that field (another list's field)", async () => {
  const res = await t.inject(me, { method: 'GET', url: `${api.employees.getAllEmployeesWithQuery.path}?sort=total` });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain('sort');
});
