import type { Queryable } from '../../src/db/database';
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
