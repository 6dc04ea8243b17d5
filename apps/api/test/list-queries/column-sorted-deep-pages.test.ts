import { api } from '@shopdesk/contracts';
import { orderIdsInSql } from '../helpers/fixtures';
import { listing, type ListQuery } from '../helpers/lists';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { statementsSent } from '../helpers/statements';

/**
 * The order list sorted by total or by name seeks its deep pages by counts per range (migration
 * 032: totals agreeing in their first two digits, names beginning with the same two characters):
 * a page starts at the range holding its first row, read from the front or (past the
 * middle) from the back; inside a range of many rows, at the part holding it (035: one value's
 * orders whose ids begin with one hex digit). Every page must hold exactly the rows of plain
 * ORDER BY ... OFFSET paging, across ranges and parts, at their bounds and with many ties.
 */
const t = setupTestApp();
const me = setupEmployee(t);
/**
 * Names and totals each shared by 1,500 cancelled orders: ties only the parts by id digit can split,
 * one low (a page in it is read from the front) and one high (from the back), the highest total
 * there is (its range ends past an integer's).
 */
const TIES = [
  { name: 'Aaron Tie', totalCents: 4242 },
  { name: 'zz Tie', totalCents: 2_147_483_647 },
];
/** Names whose first characters tell byte order apart from any other: cases, one letter, accents, other scripts, spaces and signs. */
const NAMES = ['A', 'AB', 'Ab', 'ab', 'Abdul', 'a b', 'A-b', 'Zaid', 'amal', 'Ölmez', 'Ö', 'Ωmega', '李雷', 'Badr', 'badr', 'Chen', 'Yara', 'Mo', 'Mona', 'Mo Salah'];
beforeAll(async () => {
  // 6,000 orders: totals from 0 to ~$400 in 1,300 values (ties in every range, ranges of every
  // width from a cent to $10), names from the list with and without a number (ties too), half of
  // them pending (enough for pages that skip 1,000 rows from either end, where a seek starts);
  // and every range's bounds; and the ties, with some completed orders of their name and total.
  await t.db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT ($1::text[])[1 + (i * 7) % cardinality($1::text[])] || CASE WHEN i % 3 = 0 THEN '' ELSE ' ' || (i % 40) END,
            'priced' || i || '@example.com', (i * 7919) % 1300 * 31, (ARRAY['pending', 'completed', 'pending', 'cancelled'])[1 + i % 4],
            timestamptz '2026-04-01 00:00:00+00' + make_interval(mins => i)
       FROM generate_series(1, 6000) AS i
     UNION ALL
     SELECT 'Bound ' || b, 'bound' || b || '@example.com', b, 'pending', timestamptz '2026-04-01 00:00:00+00'
       FROM unnest(ARRAY[0, 99, 100, 109, 110, 999, 1000, 9999, 10000, 10999, 11000]) AS b
     UNION ALL
     SELECT tie.name, 'tie' || i || '@example.com', tie.total_cents, CASE WHEN i % 5 = 0 THEN 'completed' ELSE 'cancelled' END, timestamptz '2026-05-01 00:00:00+00'
       FROM unnest($2::text[], $3::int[]) AS tie(name, total_cents), generate_series(1, 1875) AS i`,
    [NAMES, TIES.map((tie) => tie.name), TIES.map((tie) => tie.totalCents)],
  );
});

const { list } = listing(t, me, api.orders.getAllOrdersByStatus);
const pending = JSON.stringify({ orderStatus: 'pending' });
const cancelled = JSON.stringify({ orderStatus: 'cancelled' });

it.each([
  ['pending by total', { filters: pending, sort: 'total' }, "WHERE order_status = 'pending'", 'total_cents, id'],
  ['pending by total, highest first', { filters: pending, sort: '-total' }, "WHERE order_status = 'pending'", 'total_cents DESC, id DESC'],
  ['every order by total', { sort: 'total' }, '', 'total_cents, id'],
  ['every order by total, highest first', { sort: '-total' }, '', 'total_cents DESC, id DESC'],
  ['pending by name', { filters: pending, sort: 'name' }, "WHERE order_status = 'pending'", 'name, id'],
  ['pending by name, Z to A', { filters: pending, sort: '-name' }, "WHERE order_status = 'pending'", 'name DESC, id DESC'],
  ['every order by name', { sort: 'name' }, '', 'name, id'],
  ['cancelled by total (ties of 1,500)', { filters: cancelled, sort: 'total' }, "WHERE order_status = 'cancelled'", 'total_cents, id'],
  ['cancelled by name, Z to A (ties of 1,500)', { filters: cancelled, sort: '-name' }, "WHERE order_status = 'cancelled'", 'name DESC, id DESC'],
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

describe.each([
  ['by total', 'total', 'total_cents', 'order_total_value_counts'],
  ['by total, highest first', '-total', 'total_cents', 'order_total_value_counts'],
  ['by name', 'name', 'name', 'order_name_value_counts'],
  ['by name, Z to A', '-name', 'name', 'order_name_value_counts'],
])('a deep page %s inside a tie', (_name, sort, column, counts) => {
  // The low tie's parts are walked from its lowest total (or name) up, the high one's down.
  it.each([
    [TIES[0].name, TIES[0], '>='],
    [TIES[1].name, TIES[1], '<='],
  ])('(%s) starts at the part of it holding its first row', async (_tie, tie, startsAt) => {
    const orderBy = `${column}${sort.startsWith('-') ? ' DESC, id DESC' : ', id'}`;
    const expected = await orderIdsInSql(t.db, "WHERE order_status = 'cancelled'", orderBy);
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM orders WHERE order_status = 'cancelled' AND name = $1", [tie.name]);
    const tieIds = new Set(rows.map((row) => row.id));
    const first = expected.findIndex((id) => tieIds.has(id));
    const end = first + tieIds.size;
    // 1,150 rows into the tie from the end the page is read from: past where parts are read.
    const limit = 80;
    const offset = first + tieIds.size / 2 < expected.length / 2 ? first + 1150 : end - 1150 - limit;
    const currentPage = Math.floor(offset / limit) + 1;
    let ids: string[] = [];
    const statements = await statementsSent(t.db, async () => {
      ids = (await list({ filters: cancelled, sort, limit, currentPage })).documents.map((d) => d._id);
    });
    expect(ids).toEqual(expected.slice((currentPage - 1) * limit, currentPage * limit));
    expect(statements.some(({ sql }) => sql.includes(`FROM ${counts}`))).toBe(true);
    expect(statements.some(({ sql }) => sql.includes(`(${column}, id) ${startsAt} (`))).toBe(true);
  });
});

it('a search, or one customer, sorted by a column skips rows: the counts know neither', async () => {
  const queries: ListQuery[] = [{ search: 'priced 1' }, { filters: JSON.stringify({ customer: 'priced1@example.com' }) }];
  for (const query of queries) {
    for (const sort of ['total', 'name']) {
      const statements = await statementsSent(t.db, () => list({ ...query, sort, limit: 20, currentPage: 60 }));
      expect(statements.some(({ sql }) => /order_(total|name)(_value)?_counts/.test(sql))).toBe(false);
    }
  }
});
