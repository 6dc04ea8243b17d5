import { api } from '@shopdesk/contracts';
import type { Queryable } from '../../src/db/database';
import { activeFlag, containsPattern, pageOf, parseListQuery, Where } from '../../src/lib/list-query';
import { listWhere, type ListConditions } from '../../src/lib/list-where';

describe('parseListQuery', () => {
  it("applies the defaults (the call's own order among them) and trims the search", () => {
    expect(parseListQuery(api.orders.getAllOrdersByStatus, { search: '  alice  ' })).toEqual({
      search: 'alice',
      page: 1,
      limit: 20,
      offset: 0,
      filters: {},
      sort: '-createdAt',
    });
  });

  it('computes the offset of a page', () => {
    expect(parseListQuery(api.orders.getAllOrdersByStatus, { currentPage: 3, limit: 25 })).toMatchObject({ page: 3, limit: 25, offset: 50 });
  });

  it('drops a blank search', () => {
    expect(parseListQuery(api.orders.getAllOrdersByStatus, { search: '   ' }).search).toBeUndefined();
  });

  it('parses allowed filters', () => {
    expect(parseListQuery(api.orders.getAllOrdersByStatus, { filters: '{"orderStatus":"cancelled"}' }).filters).toEqual({ orderStatus: 'cancelled' });
  });
});

describe('activeFlag', () => {
  it.each([
    [undefined, true],
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
  ] as const)('reads %p as %p', (value, expected) => {
    expect(activeFlag(value)).toBe(expected);
  });
});

describe('containsPattern', () => {
  it('wraps the term and escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});

describe('pageOf', () => {
  it('counts whole pages', () => {
    const exactly = (count: number) => ({ count, isLowerBound: false });
    expect(pageOf([], exactly(0), 20)).toEqual({ documents: [], totalItems: 0, totalPages: 0 });
    expect(pageOf([1], exactly(41), 20).totalPages).toBe(3);
    expect(pageOf([1], exactly(40), 20).totalPages).toBe(2);
  });

  it('says so when the total is only a lower bound', () => {
    expect(pageOf([1], { count: 10_000, isLowerBound: true }, 20)).toEqual({ documents: [1], totalItems: 10_000, totalPages: 500, totalIsLowerBound: true });
  });
});

describe('Where', () => {
  it('numbers placeholders in order and keeps values out of the SQL text', () => {
    const where = new Where().add('a = ?', "x'; DROP TABLE t; --").add('(b ILIKE ? OR c = ?)', '%y%', 3);
    const limit = where.param(10);
    expect(`${where} LIMIT ${limit}`).toBe('WHERE a = $1 AND (b ILIKE $2 OR c = $3) LIMIT $4');
    expect(where.params).toEqual(["x'; DROP TABLE t; --", '%y%', 3, 10]);
  });

  it('is empty without conditions', () => {
    expect(String(new Where())).toBe('');
  });
});

describe('listWhere', () => {
  type Filters = { isActive?: boolean | 'true' | 'false'; service?: string };
  const conditions: ListConditions<Filters> = {
    filterColumns: { isActive: 'c.is_active', service: 'c.service_id' },
    searchIn: "coalesce(c.user_id, '')",
    wholeIdColumn: 'c.id',
  };
  // No statement is run: a list that does not search elsewhere never reads the database here.
  const db = {} as Queryable;
  const list = (filters: Filters, search?: string) => ({
    search,
    page: 1,
    limit: 20,
    offset: 0,
    filters,
  });

  it('lists only active rows unless isActive says otherwise, and compares the other filters given', async () => {
    const where = await listWhere(db, conditions, list({ service: 'svc-1' }));
    expect(String(where)).toBe('WHERE c.is_active = $1 AND c.service_id = $2');
    expect(where.params).toEqual([true, 'svc-1']);
    expect((await listWhere(db, conditions, list({ isActive: 'false' }))).params).toEqual([false]);
  });

  it('searches the expression anywhere, wildcards escaped', async () => {
    const where = await listWhere(db, conditions, list({}, '50%'));
    expect(String(where)).toBe("WHERE c.is_active = $1 AND coalesce(c.user_id, '') ILIKE $2");
    expect(where.params).toEqual([true, '%50\\%%']);
  });

  it('matches a whole UUID against the id column too, lower-cased', async () => {
    const id = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
    const where = await listWhere<object>(db, { ...conditions, filterColumns: {} }, list({}, id));
    expect(String(where)).toBe("WHERE (coalesce(c.user_id, '') ILIKE $1 OR c.id = $2)");
    expect(where.params).toEqual([`%${id}%`, id.toLowerCase()]);
  });

  it('matches the ids starting with a term that can begin one, as a range of the column', async () => {
    const idPrefix = { table: 'orders', column: 'id' };
    // An id's first hex digits without its dash: the text is searched too (a transaction id holds such digits).
    const where = await listWhere<object>(db, { filterColumns: {}, searchIn: 'search_text', searchInIsLowercase: true, idPrefix }, list({}, '728FA907'));
    expect(String(where)).toBe('WHERE (search_text LIKE lower($1) OR id BETWEEN $2::uuid AND $3::uuid)');
    expect(where.params).toEqual(['%728FA907%', '728fa907-0000-0000-0000-000000000000', '728fa907-ffff-ffff-ffff-ffffffffffff']);
    const word = await listWhere<object>(db, { filterColumns: {}, searchIn: 'search_text', idPrefix }, list({}, 'nova'));
    expect(String(word)).toBe('WHERE search_text ILIKE $1');
  });

  it('takes an id as shown for that id alone when one begins with it, and searches the text too when none does', async () => {
    const idPrefix = { table: 'orders', column: 'id' };
    const probes: unknown[][] = [];
    const holding = (exists: boolean) =>
      ({ query: async (_sql: string, params: unknown[]) => (probes.push(params), { rows: exists ? [{}] : [], rowCount: exists ? 1 : 0 }) }) as unknown as Queryable;
    const range = ['728fa907-2000-0000-0000-000000000000', '728fa907-2fff-ffff-ffff-ffffffffffff'];

    const found = await listWhere<object>(holding(true), { filterColumns: {}, searchIn: 'search_text', searchInIsLowercase: true, idPrefix }, list({}, '728FA907-2'));
    expect(String(found)).toBe('WHERE id BETWEEN $1::uuid AND $2::uuid');
    expect(found.params).toEqual(range);
    expect(probes).toEqual([range]);

    const none = await listWhere<object>(holding(false), { filterColumns: {}, searchIn: 'search_text', searchInIsLowercase: true, idPrefix }, list({}, '728fa907-2'));
    // The text by the term's run of letters and digits, then whole (contains-condition.ts).
    expect(String(none)).toBe('WHERE ((search_text LIKE lower($1) AND strpos(search_text, lower($2)) > 0) OR id BETWEEN $3::uuid AND $4::uuid)');
    expect(none.params).toEqual(['%728fa907%', '728fa907-2', ...range]);
  });

  it('ORs in what the list finds elsewhere for the term, and nothing when it finds nothing', async () => {
    const searchElsewhere = async (_db: Queryable, term: string) => (term === 'falcon' ? { sql: 'service_ids && ?::uuid[]', values: [['s-1']] } : undefined);
    const found = await listWhere<object>(db, { filterColumns: {}, searchIn: 'name', searchElsewhere }, list({}, 'falcon'));
    expect(String(found)).toBe('WHERE (name ILIKE $1 OR service_ids && $2::uuid[])');
    expect(found.params).toEqual(['%falcon%', ['s-1']]);
    expect(String(await listWhere<object>(db, { filterColumns: {}, searchIn: 'name', searchElsewhere }, list({}, 'lina')))).toBe('WHERE name ILIKE $1');
  });

  it('has no condition for a list without filters or search', async () => {
    expect(String(await listWhere<object>(db, { filterColumns: {}, searchIn: 'email' }, list({})))).toBe('');
  });
});
