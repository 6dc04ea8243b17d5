import type { Queryable } from '../../src/db/database';
import { preparedName } from '../../src/db/prepared-statements';
import { queryPage } from '../../src/lib/list-page';
import { Where } from '../../src/lib/list-query';

/** A database that answers `rows` to a page query and `total` to a count, and keeps what it was sent. */
function fakeDb(answer: { rows: number; total: number }) {
  const sent: Array<{ sql: string; params: readonly unknown[] }> = [];
  const db: Queryable = {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      sent.push({ sql, params });
      const rows = sql.includes('count(*)') ? [{ total: answer.total }] : Array.from({ length: answer.rows }, (_, id) => ({ id }));
      return { rows: rows as Row[], rowCount: rows.length };
    },
  };
  return { db, sent };
}

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

describe('queryPage, a list that prepares its first page', () => {
  const PREPARED = { ...SQL, keyColumn: 'id', prepareFirstPage: true };
  const statusWhere = () => new Where().add('order_status = ?', 'pending');
  const pageQuery = (sent: Array<{ sql: string; params: readonly unknown[] }>) => sent.find((s) => !s.sql.includes('count(*)'));

  it('sends its unsearched first page prepared, the page size in the text and only the WHERE values as parameters', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, PREPARED, statusWhere(), { limit: 20, offset: 0 }, { known: { count: 500, isLowerBound: false } });
    const page = pageQuery(sent);
    expect(page?.sql).toMatch(/LIMIT 20$/);
    expect(page?.params).toEqual(['pending']);
    expect(preparedName(page?.sql ?? '')).toBeDefined();
  });

  it('sends its last page, read from the other end, prepared too', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, PREPARED, statusWhere(), { limit: 20, offset: 480 }, { known: { count: 500, isLowerBound: false } });
    expect(preparedName(pageQuery(sent)?.sql ?? '')).toBeDefined();
  });

  it('plans a middle page and a search each time: their best plan depends on the values', async () => {
    const middle = fakeDb({ rows: 20, total: 500 });
    await queryPage(middle.db, PREPARED, statusWhere(), { limit: 20, offset: 200 }, { known: { count: 500, isLowerBound: false } });
    expect(preparedName(pageQuery(middle.sent)?.sql ?? '')).toBeUndefined();
    const search = fakeDb({ rows: 20, total: 500 });
    await queryPage(search.db, PREPARED, searchWhere(), { limit: 20, offset: 0, search: 'tx42' });
    expect(preparedName(pageQuery(search.sent)?.sql ?? '')).toBeUndefined();
  });

  it('leaves a list that does not ask for it unprepared', async () => {
    const { db, sent } = fakeDb({ rows: 20, total: 500 });
    await queryPage(db, SQL, statusWhere(), { limit: 20, offset: 0 }, { known: { count: 500, isLowerBound: false } });
    expect(preparedName(pageQuery(sent)?.sql ?? '')).toBeUndefined();
  });
});
