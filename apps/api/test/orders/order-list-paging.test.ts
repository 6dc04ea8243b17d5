import { api, SEARCH_COUNT_CAP } from '@shopdesk/contracts';
import { SEARCH_TEXT_INDEXED_BYTES } from '../../src/repositories/orders';
import { orderIdsInSql } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/**
 * Pages in the second half of a list are read from its end (reversed order, turned round), and the
 * totals come from the counts table or, for a broad search, stop at a cap: every page must still
 * hold exactly the rows the plain ORDER BY ... OFFSET would give.
 */
const t = setupTestApp();
const me = setupEmployee(t);
beforeAll(async () => {
  // 45 orders in 15 instants, three at each: the id must break the ties the same way both ways.
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT 'Pager ' || i, 'pager' || i || '@example.com', 100, (ARRAY['pending', 'completed', 'pending'])[1 + i % 3],
            timestamptz '2026-01-01' + make_interval(mins => i / 3)
       FROM generate_series(0, 44) AS i`,
  );
});

const { list } = listing(t, me, api.orders.getAllOrdersByStatus);

it.each([
  ['every order', {}, ''],
  ['pending orders', { filters: JSON.stringify({ orderStatus: 'pending' }) }, "WHERE order_status = 'pending'"],
  ['a search', { search: 'Pager 1' }, "WHERE name LIKE 'Pager 1%'"],
])('%s: each page holds the rows of plain OFFSET paging, the last ones included', async (_name, query, where) => {
  const expected = await orderIdsInSql(t.db, where);
  const limit = 7;
  const pages: string[][] = [];
  for (let currentPage = 1; currentPage <= Math.ceil(expected.length / limit); currentPage++) {
    const page = await list({ ...query, limit, currentPage });
    expect(page.totalItems).toBe(expected.length);
    expect(page.totalIsLowerBound).toBeUndefined();
    pages.push(page.documents.map((d) => d._id));
  }
  expect(pages.flat()).toEqual(expected);
  expect(pages.at(-1)).toHaveLength(expected.length % limit || limit);
});

it('answers an empty page past the end, with the total', async () => {
  const page = await list({ limit: 20, currentPage: 4 });
  expect(page).toEqual({ documents: [], totalItems: 45, totalPages: 3 });
});

it(`counts a broad search only up to ${SEARCH_COUNT_CAP.toLocaleString('en-US')} and says the total is a lower bound`, async () => {
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, created_at)
     SELECT 'Bulk buyer ' || i, 'bulk' || i || '@example.com', 100, timestamptz '2025-01-01' + make_interval(secs => i)
       FROM generate_series(1, $1::int) AS i`,
    [SEARCH_COUNT_CAP + 1],
  );
  const broad = await list({ search: 'Bulk buyer' });
  expect(broad).toMatchObject({ totalItems: SEARCH_COUNT_CAP, totalPages: SEARCH_COUNT_CAP / 20, totalIsLowerBound: true });
  expect(broad.documents).toHaveLength(20);
  expect(broad.documents[0]._id).toBe((await orderIdsInSql(t.db, "WHERE name = 'Bulk buyer 10001'"))[0]);

  const exact = await list({ search: 'Bulk buyer 1000' });
  expect(exact).toMatchObject({ totalItems: 3, totalPages: 1 }); // 1000, 10000 and 10001
  expect(exact.totalIsLowerBound).toBeUndefined();

  // Without a search the total stays exact, however large.
  expect((await list({})).totalItems).toBe(45 + SEARCH_COUNT_CAP + 1);
});

it('counts the orders whose searched text is too long for the count index with the others (migration 036)', async () => {
  // The count's two parts are the two partial indexes' predicates, to the byte.
  const { rows: indexes } = await t.db.query<{ indexname: string; indexdef: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN ('orders_status_search_idx', 'orders_long_search_idx') ORDER BY indexname",
  );
  expect(indexes.map((i) => [i.indexname, i.indexdef.match(/WHERE \(octet_length\(search_text\) ([<>=]+) (\d+)\)/)?.slice(1)])).toEqual([
    ['orders_long_search_idx', ['>', String(SEARCH_TEXT_INDEXED_BYTES)]],
    ['orders_status_search_idx', ['<=', String(SEARCH_TEXT_INDEXED_BYTES)]],
  ]);

  // 30 cancelled orders, every third with delivered user ids longer than that.
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, delivered_user_ids)
     SELECT 'Long text buyer ' || i, 'long' || i || '@example.com', 100, 'cancelled', CASE WHEN i % 3 = 0 THEN repeat('u', $1::int) ELSE '' END
       FROM generate_series(1, 30) AS i`,
    [SEARCH_TEXT_INDEXED_BYTES + 100],
  );
  const { rows } = await t.db.query<{ long: number }>(
    "SELECT count(*)::int AS long FROM orders WHERE name LIKE 'Long text buyer%' AND octet_length(search_text) > $1::int",
    [SEARCH_TEXT_INDEXED_BYTES],
  );
  expect(rows[0].long).toBe(10);

  const cancelled = await list({ search: 'long text buyer', filters: JSON.stringify({ orderStatus: 'cancelled' }) });
  expect(cancelled).toMatchObject({ totalItems: 30, totalPages: 2 });
  expect(cancelled.totalIsLowerBound).toBeUndefined();
  // A word only the long texts hold.
  expect(await list({ search: 'uuuuuuuu', filters: JSON.stringify({ orderStatus: 'cancelled' }) })).toMatchObject({ totalItems: 10 });
});
