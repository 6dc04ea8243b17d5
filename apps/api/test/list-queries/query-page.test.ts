import type { Queryable } from '../../src/db/database';
import { preparedName } from '../../src/db/prepared-statements';
import { queryPage } from '../../src/lib/list-page';
import { Where } from '../../src/lib/list-query';

/** A count, counted or known (read on its own: `SELECT (<known count>) AS total`). */
const isCount = (sql: string) => sql.includes('count(*)') || sql.startsWith('SELECT (SELECT');

/**
 * A database that answers `rows` to a page query (each with the known count when the page asks
 * for it) and `total` to a count, and keeps what it was sent.
 */
function fakeDb(answer: { rows: number; total: number }) {
  const sent: Array<{ sql: string; params: readonly unknown[] }> = [];
  const db: Queryable = {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      sent.push({ sql, params });
      const withKnown = sql.includes('AS list_known_total');
      const rows = isCount(sql)
        ? [{ total: answer.total }]
        : Array.from({ length: answer.rows }, (_, id) => (withKnown ? { id, list_known_total: answer.total } : sql.includes(' AS key ') ? { key: id } : { id }));
      return { rows: rows as Row[], rowCount: rows.length };
    },
  };
  return { db, sent };
}

/** The pending orders' number, from the counts table (as the order list knows it). */
const KNOWN = { sql: 'SELECT coalesce(sum(count), 0)::int FROM order_status_counts WHERE order_status = ?', values: ['pending'] };

const SQL = { select: 'id', from: 'orders', orderBy: 'created_at DESC, id' };
const searchWhere = () => new Where().add('search_text LIKE lower(?)', '%tx42%');

describe('queryPage, first page of a search', () => {
  it('reads the page first and, when it is not full, counts it by its rows: one statement', async () => {
    const { db, sent } = fakeDb({ rows: 3, total: 99 });
    const page = await queryPage(db, SQL, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect(page.total).toEqual({ count: 3, isLowerBound: false });
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toEqual(['%tx42%', 20, 0]);
  });

  it('counts a full first page, with the WHERE values only', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 57 });
    const page = await queryPage(db, SQL, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect(page.total).toEqual({ count: 57, isLowerBound: false });
    expect(sent.map((s) => s.sql.includes('count(*)'))).toEqual([false, true]);
    expect(sent[1].params).toEqual(['%tx42%']);
  });

  it('counts before reading any other page', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 57 });
    await queryPage(db, SQL, searchWhere(), { limit: 20, offset: 20, search: 'tx42' });
    expect(sent.map((s) => s.sql.includes('count(*)'))).toEqual([true, false]);
  });
});

describe('queryPage, a list that counts in parts', () => {
  const PARTS = { ...SQL, countInParts: { first: 'octet_length(search_text) <= 2000', rest: 'octet_length(search_text) > 2000' } };

  it("counts a search's matches where the first condition holds, then where the rest does, up to the cap and one in all", async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 57 });
    const page = await queryPage(db, PARTS, searchWhere().add('order_status = ?', 'cancelled'), { limit: 20, offset: 0, search: 'tx42' });
    expect(page.total).toEqual({ count: 57, isLowerBound: false });
    const count = sent[1];
    expect(count.sql).toBe(
      'SELECT count(*)::int AS total FROM (' +
        '(SELECT 1 FROM orders WHERE search_text LIKE lower($1) AND order_status = $2 AND octet_length(search_text) <= 2000 LIMIT 10001) UNION ALL ' +
        '(SELECT 1 FROM orders WHERE search_text LIKE lower($1) AND order_status = $2 AND octet_length(search_text) > 2000 LIMIT 10001) LIMIT 10001' +
        ') AS capped',
    );
    expect(count.params).toEqual(['%tx42%', 'cancelled']);
  });

  it('says "more than" past the cap, as one statement does', async () => {
    const { db } = fakeDb({ rows: 20, total: 10_001 });
    const page = await queryPage(db, PARTS, searchWhere(), { limit: 20, offset: 20, search: 'tx42' });
    expect(page.total).toEqual({ count: 10_000, isLowerBound: true });
  });

  it('counts an unsearched, uncapped list whole', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 57 });
    await queryPage(db, PARTS, new Where().add('order_status = ?', 'cancelled'), { limit: 20, offset: 20 });
    expect(sent[0].sql).toBe('SELECT count(*)::int AS total FROM orders WHERE order_status = $1');
  });
});

describe('queryPage, a list that prepares its first page', () => {
  const PREPARED = { ...SQL, keyColumn: 'id', prepareFirstPage: true };
  const statusWhere = () => new Where().add('order_status = ?', 'pending');
  const pageQuery = (sent: Array<{ sql: string; params: readonly unknown[] }>) => sent.find((s) => !isCount(s.sql));

  it('sends its unsearched first page prepared, the page size in the text and only the values of the WHERE and the known count as parameters', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, PREPARED, statusWhere(), { limit: 20, offset: 0 }, { known: KNOWN });
    const page = pageQuery(sent);
    expect(page?.sql).toMatch(/LIMIT 20$/);
    expect(page?.params).toEqual(['pending', 'pending']);
    expect(preparedName(page?.sql ?? '')).toBeDefined();
  });

  it('sends its last page, read from the other end, prepared too', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, PREPARED, statusWhere(), { limit: 20, offset: 480 }, { known: KNOWN });
    expect(preparedName(pageQuery(sent)?.sql ?? '')).toBeDefined();
  });

  it('plans a middle page and a search each time: their best plan depends on the values', async () => {
    const middle = fakeDb({ rows: 20, total: 500 });
    await queryPage(middle.db, PREPARED, statusWhere(), { limit: 20, offset: 200 }, { known: KNOWN });
    expect(preparedName(pageQuery(middle.sent)?.sql ?? '')).toBeUndefined();
    const search = fakeDb({ rows: 20, total: 500 });
    await queryPage(search.db, PREPARED, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect(preparedName(pageQuery(search.sent)?.sql ?? '')).toBeUndefined();
  });

  it('leaves a list that does not ask for it unprepared', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, SQL, statusWhere(), { limit: 20, offset: 0 }, { known: KNOWN });
    expect(preparedName(pageQuery(sent)?.sql ?? '')).toBeUndefined();
  });
});

describe('queryPage, a list that reads its rows by key', () => {
  const BY_KEY = { ...SQL, keyColumn: 'id', prepareFirstPage: true, prepareRowsByKey: true };
  const statusWhere = () => new Where().add('order_status = ?', 'pending');

  it("reads a middle page's keys planned for its values, then its rows by those keys prepared", async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    const page = await queryPage<{ id: number }>(db, BY_KEY, statusWhere(), { limit: 20, offset: 200 }, { known: KNOWN });
    const [count, keys, rows] = sent;
    expect(isCount(count.sql)).toBe(true);
    expect(keys.sql).toBe('SELECT id AS key FROM orders WHERE order_status = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3');
    expect([keys.params, preparedName(keys.sql)]).toEqual([['pending', 20, 200], undefined]);
    expect(rows.sql).toBe('SELECT id FROM orders WHERE id = ANY($1) ORDER BY created_at DESC, id');
    expect(rows.params).toEqual([Array.from({ length: 20 }, (_, key) => key)]);
    expect(preparedName(rows.sql)).toBeDefined();
    expect(page.rows).toHaveLength(20);
  });

  it("reads a search's first page the same way, and counts it after when it is full", async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 57 });
    await queryPage(db, BY_KEY, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect(sent.map((s) => [isCount(s.sql), preparedName(s.sql) !== undefined])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
    expect(sent[0].sql).toContain('SELECT id AS key FROM orders WHERE search_text LIKE lower($1)');
  });

  it('pads a short page of keys to the page size with its last key, so one generic plan serves every page', async () => {
    const { db, sent } = fakeDb({ rows: 3, total: 3 });
    await queryPage(db, BY_KEY, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect(sent[1].params).toEqual([[0, 1, ...Array.from({ length: 18 }, () => 2)]]);
  });

  it('reads no rows when no key is on the page', async () => {
    const { db, sent } = fakeDb({ rows: 0, total: 0 });
    const page = await queryPage(db, BY_KEY, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect([sent.length, page.rows]).toEqual([1, []]);
  });

  it('keeps the unsearched first page one prepared statement with its count', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, BY_KEY, statusWhere(), { limit: 20, offset: 0 }, { known: KNOWN });
    expect(sent).toHaveLength(1);
    expect(sent[0].sql).toMatch(/^SELECT id, \(SELECT .*\) AS list_known_total FROM orders WHERE order_status = \$1 ORDER BY created_at DESC, id LIMIT 20$/);
  });
});

describe('queryPage, a list whose count is known', () => {
  const statusWhere = () => new Where().add('order_status = ?', 'pending');

  it('reads its first page and its count in one statement, and answers the rows without the count', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    const page = await queryPage<{ id: number }>(db, SQL, statusWhere(), { limit: 20, offset: 0 }, { known: KNOWN });
    expect(sent).toHaveLength(1);
    expect(sent[0].sql).toContain(`(${KNOWN.sql.replace('?', '$2')}) AS list_known_total`);
    expect(page.total).toEqual({ count: 500, isLowerBound: false });
    expect(page.rows[0]).toEqual({ id: 0 });
  });

  it('answers an empty first page as a list of none', async () => {
    const { db, sent } = fakeDb({ rows: 0, total: 500 });
    const page = await queryPage(db, SQL, statusWhere(), { limit: 20, offset: 0 }, { known: KNOWN });
    expect([sent.length, page.total]).toEqual([1, { count: 0, isLowerBound: false }]);
  });

  it('reads the count on its own before any other page, with its own values only', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    const page = await queryPage(db, SQL, statusWhere(), { limit: 20, offset: 200 }, { known: KNOWN });
    expect(sent.map((s) => isCount(s.sql))).toEqual([true, false]);
    expect(sent[0]).toEqual({ sql: `SELECT (${KNOWN.sql.replace('?', '$1')}) AS total`, params: ['pending'] });
    expect(page.total).toEqual({ count: 500, isLowerBound: false });
  });
});
