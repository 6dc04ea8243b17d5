import { api } from '@shopdesk/contracts';
import { buildTestApp, type TestApp, type TestEmployee } from '../helpers/test-app';

/**
 * A page more than 1,000 rows deep starts from the day its first row falls in (the per-day counts
 * of migration 004) and, in the list's second half, from the oldest end: every page must still hold
 * exactly the rows of plain ORDER BY ... OFFSET paging, across day boundaries and ties at midnight.
 */
let t: TestApp;
let me: TestEmployee;
beforeAll(async () => {
  t = await buildTestApp();
  me = await t.createEmployee();
  // 4,800 orders 509 s apart (28 days), half of them pending, plus three at each UTC midnight (ties).
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT 'Deep ' || i, 'deep' || i || '@example.com', 100, (ARRAY['pending', 'completed', 'pending', 'cancelled'])[1 + i % 4],
            timestamptz '2026-03-01 00:00:00+00' + make_interval(secs => 509 * i)
       FROM generate_series(1, 4800) AS i
     UNION ALL
     SELECT 'Midnight ' || d || '-' || k, 'midnight' || d || k || '@example.com', 100, (ARRAY['pending', 'completed', 'cancelled'])[1 + k],
            timestamptz '2026-03-01 00:00:00+00' + make_interval(days => d)
       FROM generate_series(0, 28) AS d, generate_series(0, 2) AS k`,
  );
});
afterAll(() => t.close());

async function pageIds(query: Record<string, string | number>): Promise<string[]> {
  const res = await t.call(me, api.orders.getAllOrdersByStatus, { query });
  expect(res.statusCode).toBe(200);
  return res.json().data.documents.map((d: { _id: string }) => d._id);
}

it.each([
  ['every order', undefined],
  ['pending', 'pending'],
])('%s: every page of 50 holds the rows of plain OFFSET paging', async (_name, orderStatus) => {
  const where = orderStatus ? `WHERE order_status = '${orderStatus}'` : '';
  const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM orders ${where} ORDER BY created_at DESC, id`);
  const expected = rows.map((r) => r.id);
  // Pages in the middle skip 1,000 rows or more, so they seek.
  expect(expected.length).toBeGreaterThan(2_000);
  const filters: Record<string, string> = orderStatus ? { filters: JSON.stringify({ orderStatus }) } : {};
  const pages: string[][] = [];
  for (let currentPage = 1; currentPage <= Math.ceil(expected.length / 50); currentPage++) {
    pages.push(await pageIds({ ...filters, limit: 50, currentPage }));
  }
  expect(pages.flat()).toEqual(expected);
});
