import { api } from '@shopdesk/contracts';
import { buildTestApp, type TestApp, type TestEmployee } from '../helpers/test-app';

/**
 * `sort=oldest` reads the order list in its order reversed (created_at DESC, id becomes
 * created_at ASC, id DESC), its deep pages seeking from the oldest day and its last pages read
 * from the newest end: every page must hold exactly the rows of plain ORDER BY ... OFFSET paging,
 * across day boundaries and ties, filtered and searched alike.
 */
let t: TestApp;
let me: TestEmployee;
beforeAll(async () => {
  t = await buildTestApp();
  me = await t.createEmployee();
  // 4,800 orders 509 s apart (28 days), plus three at each UTC midnight and four at one instant (ties).
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT 'Deep ' || i, 'deep' || i || '@example.com', 100, (ARRAY['pending', 'completed', 'pending', 'cancelled'])[1 + i % 4],
            timestamptz '2026-03-01 00:00:00+00' + make_interval(secs => 509 * i)
       FROM generate_series(1, 4800) AS i
     UNION ALL
     SELECT 'Midnight ' || d || '-' || k, 'midnight' || d || k || '@example.com', 100, (ARRAY['pending', 'completed', 'cancelled'])[1 + k],
            timestamptz '2026-03-01 00:00:00+00' + make_interval(days => d)
       FROM generate_series(0, 28) AS d, generate_series(0, 2) AS k
     UNION ALL
     SELECT 'Same instant ' || k, 'same' || k || '@example.com', 100, 'pending', timestamptz '2026-03-10 12:00:00+00'
       FROM generate_series(1, 4) AS k`,
  );
});
afterAll(() => t.close());

async function pageIds(query: Record<string, string | number>): Promise<{ ids: string[]; totalItems: number }> {
  const res = await t.call(me, api.orders.getAllOrdersByStatus, { query });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return { ids: data.documents.map((d: { _id: string }) => d._id), totalItems: data.totalItems };
}

const pending = JSON.stringify({ orderStatus: 'pending' });

it.each([
  ['every order', {}, '', 50],
  ['pending', { filters: pending }, "WHERE order_status = 'pending'", 50],
  ['a search', { search: 'deep 1' }, "WHERE name LIKE 'Deep 1%'", 40],
  ['pending and a search', { filters: pending, search: 'deep 2' }, "WHERE order_status = 'pending' AND name LIKE 'Deep 2%'", 40],
])('%s: every oldest-first page holds the rows of plain OFFSET paging', async (_name, query, where, limit) => {
  const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM orders ${where} ORDER BY created_at ASC, id DESC`);
  const expected = rows.map((r) => r.id);
  expect(expected.length).toBeGreaterThan(300);
  const pages: string[][] = [];
  for (let currentPage = 1; currentPage <= Math.ceil(expected.length / limit); currentPage++) {
    const page = await pageIds({ ...query, sort: 'oldest', limit, currentPage });
    expect(page.totalItems).toBe(expected.length);
    pages.push(page.ids);
  }
  expect(pages.flat()).toEqual(expected);
});

it('is exactly the newest-first list backwards, and sort=newest is the list as before', async () => {
  const total = (await pageIds({ filters: pending, limit: 1 })).totalItems;
  const newest = await pageIds({ filters: pending, sort: 'newest', limit: 100, currentPage: 1 });
  expect(newest).toEqual(await pageIds({ filters: pending, limit: 100, currentPage: 1 }));
  // The last page of oldest-first is the first of newest-first, turned round.
  const lastOldest = await pageIds({ filters: pending, sort: 'oldest', limit: 100, currentPage: Math.ceil(total / 100) });
  expect(lastOldest.ids.slice().reverse()).toEqual(newest.ids.slice(0, lastOldest.ids.length));
});

it('answers 400 naming sort for a value it does not know', async () => {
  const res = await t.call(me, api.orders.getAllOrdersByStatus, { query: { sort: 'cheapest' } as never });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain('sort');
});

it('is refused on lists that cannot be sorted', async () => {
  const res = await t.inject(me, { method: 'GET', url: `${api.employees.getAllEmployeesWithQuery.path}?sort=oldest` });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain('sort');
});
