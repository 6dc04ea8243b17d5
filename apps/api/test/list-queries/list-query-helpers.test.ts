import { api } from '@shopdesk/contracts';
import { activeFlag, containsPattern, pageOf, parseListQuery, Where } from '../../src/lib/list-query';

describe('parseListQuery', () => {
  it('applies the defaults and trims the search', () => {
    expect(parseListQuery(api.orders.getAllOrdersByStatus, { search: '  alice  ' })).toEqual({
      search: 'alice',
      page: 1,
      limit: 20,
      offset: 0,
      filters: {},
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
    expect(pageOf([], 0, 20)).toEqual({ documents: [], totalItems: 0, totalPages: 0 });
    expect(pageOf([1], 41, 20).totalPages).toBe(3);
    expect(pageOf([1], 40, 20).totalPages).toBe(2);
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
