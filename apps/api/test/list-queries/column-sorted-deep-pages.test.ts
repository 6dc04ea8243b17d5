import { api } from '@shopdesk/contracts';
import { orderIdsInSql } from '../helpers/fixtures';
import { listing, type ListQuery } from '../helpers/lists';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { statementsSent } from '../helpers/statements';

/**
 * The order list sorted by total or by name seeks its deep pages by counts per range (migration
 * 032: totals agreeing in their first two digits, names beginning with the same two characters):
 * a page starts at the range holding its first row, read from the front or (past the
 * middle) from the back. Every page must hold exactly the rows of plain ORDER BY ... OFFSET
 * paging, across ranges, at their bounds and with many ties.
 */
const t = setupTestApp();
const me = setupEmployee(t);
/** Names whose first characters tell byte order apart from any other: cases, one letter, accents, other scripts, spaces and signs. */
const NAMES = ['A', 'AB', 'Ab', 'ab', 'Abdul', 'a b', 'A-b', 'Zaid', 'amal', 'Ölmez', 'Ö', 'Ωmega', '李雷', 'Badr', 'badr', 'Chen', 'Yara', 'Mo', 'Mona', 'Mo Salah'];
beforeAll(async () => {
  // 6,000 orders: totals from 0 to ~$400 in 1,300 values (ties in every range, ranges of every
  // width from a cent to $10), names from the list with and without a number (ties too), half of
  // them pending (enough for pages that skip 1,000 rows from either end, where a seek starts);
  // and every range's bounds.
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT ($1::text[])[1 + (i * 7) % cardinality($1::text[])] || CASE WHEN i % 3 = 0 THEN '' ELSE ' ' || (i % 40) END,
            'priced' || i || '@example.com', (i * 7919) % 1300 * 31, (ARRAY['pending', 'completed', 'pending', 'cancelled'])[1 + i % 4],
            timestamptz '2026-04-01 00:00:00+00' + make_interval(mins => i)
       FROM generate_series(1, 6000) AS i
     UNION ALL
     SELECT 'Bound ' || b, 'bound' || b || '@example.com', b, 'pending', timestamptz '2026-04-01 00:00:00+00'
       FROM unnest(ARRAY[0, 99, 100, 109, 110, 999, 1000, 9999, 10000, 10999, 11000]) AS b`,
    [NAMES],
  );
});

const { list } = listing(t, me, api.orders.getAllOrdersByStatus);
const pending = JSON.stringify({ orderStatus: 'pending' });

it.each([
  ['pending by total', { filters: pending, sort: 'total' }, "WHERE order_status = 'pending'", 'total_cents, id'],
  ['pending by total, highest first', { filters: pending, sort: '-total' }, "WHERE order_status = 'pending'", 'total_cents DESC, id DESC'],
  ['every order by total', { sort: 'total' }, '', 'total_cents, id'],
  ['every order by total, highest first', { sort: '-total' }, '', 'total_cents DESC, id DESC'],
  ['pending by name', { filters: pending, sort: 'name' }, "WHERE order_status = 'pending'", 'name, id'],
  ['pending by name, Z to A', { filters: pending, sort: '-name' }, "WHERE order_status = 'pending'", 'name DESC, id DESC'],
  ['every order by name', { sort: 'name' }, '', 'name, id'],
])('%s: every page holds the rows of plain OFFSET paging', async (_name, query, where, orderBy) => {
  const expected = await orderIdsInSql(t.db, where, orderBy);
  expect(expected.length).toBeGreaterThan(3000);
  const limit = 100;
  const pages: string[][] = [];
  for (let currentPage = 1; currentPage <= Math.ceil(expected.length / limit); currentPage++) {
    const page = await list({ ...query, limit, currentPage });
    expect(page.totalItems).toBe(expected.length);
    pages.push(page.documents.map((d) => d._id));
  }
  expect(pages.flat()).toEqual(expected);
});

it.each([
  ['by total from the front', 'total', 14, /total_cents >= \$\d+::integer/, 'order_total_counts'],
  ['by total from the back', 'total', 25, /total_cents < \$\d+::bigint/, 'order_total_counts'],
  ['by total, highest first, from the front', '-total', 14, /total_cents < \$\d+::bigint/, 'order_total_counts'],
  ['by name from the front', 'name', 14, /name >= \$\d+/, 'order_name_counts'],
  ['by name from the back', 'name', 25, /name < \$\d+/, 'order_name_counts'],
])('a deep page %s starts at its range, read from the counts', async (_name, sort, currentPage, startsAt, counts) => {
  const statements = await statementsSent(t.db, () => list({ filters: pending, sort, limit: 80, currentPage }));
  expect(statements.some(({ sql }) => sql.includes(`FROM ${counts}`))).toBe(true);
  expect(statements.some(({ sql }) => startsAt.test(sql))).toBe(true);
});

it('a search, or one customer, sorted by a column skips rows: the counts know neither', async () => {
  const queries: ListQuery[] = [{ search: 'priced 1' }, { filters: JSON.stringify({ customer: 'priced1@example.com' }) }];
  for (const query of queries) {
    for (const sort of ['total', 'name']) {
      const statements = await statementsSent(t.db, () => list({ ...query, sort, limit: 20, currentPage: 60 }));
      expect(statements.some(({ sql }) => /order_(total|name)_counts/.test(sql))).toBe(false);
    }
  }
});
