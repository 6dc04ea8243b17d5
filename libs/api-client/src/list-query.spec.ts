import { buildListQuery } from './list-query';

describe('buildListQuery', () => {
  it('sends every non-empty value, filters as JSON text', () => {
    expect(buildListQuery({ search: 'vpn', currentPage: 2, limit: 20, filters: { isActive: true, type: 'vpn' } })).toEqual({
      search: 'vpn',
      currentPage: 2,
      limit: 20,
      filters: '{"isActive":true,"type":"vpn"}',
    });
  });

  it('leaves out empty and undefined values', () => {
    expect(buildListQuery({ search: '', currentPage: undefined, limit: undefined, filters: { isActive: 'true', type: '' } })).toEqual({
      filters: '{"isActive":"true"}',
    });
  });

  it('leaves out filters when no key has a value', () => {
    expect(buildListQuery({ filters: { orderStatus: undefined, service: null, type: '' } })).toEqual({});
    expect(buildListQuery({ filters: {} })).toEqual({});
    expect(buildListQuery({})).toEqual({});
  });

  it('keeps false, which is a value (the Archived filter)', () => {
    expect(buildListQuery({ filters: { isActive: false } })).toEqual({ filters: '{"isActive":false}' });
  });

  it('sends the sort a list asks for and leaves out an empty one', () => {
    expect(buildListQuery({ sort: 'createdAt' })).toEqual({ sort: 'createdAt' });
    expect(buildListQuery({ sort: '' })).toEqual({});
  });

  it('trims the search and leaves out a blank one', () => {
    expect(buildListQuery({ search: '  amina ' })).toEqual({ search: 'amina' });
    expect(buildListQuery({ search: '   ' })).toEqual({});
  });

  it.each([
    [{ currentPage: 0 }, /currentPage must be a whole number from 1/],
    [{ currentPage: 1.5 }, /currentPage/],
    [{ currentPage: Number.NaN }, /currentPage/],
    [{ limit: 101 }, /limit must be a whole number from 1 to 100/],
    [{ limit: 0 }, /limit/],
  ])('refuses %o with a clear error', (params, message) => {
    expect(() => buildListQuery(params)).toThrow(message);
  });
});
