import { api, type CallSort } from '@shopdesk/contracts';
import { act } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderInRouter } from './testing/render-in-router';
import { useListState, type ListFilters, type ListStateOptions } from './use-list-state';

const setup = <F extends ListFilters, S extends string = never>(url = '/list', options?: ListStateOptions<F, S>) =>
  renderInRouter(() => useListState(options), url);

const ORDER_SORTING: ListStateOptions<ListFilters, CallSort<typeof api.orders.getAllOrdersByStatus>> = { sorts: api.orders.getAllOrdersByStatus.sorts };

describe('useListState', () => {
  afterEach(() => jest.useRealTimers());

  it('starts at page 1, 20 a page, active items, no search', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ search: '', page: 1, hasActiveFilter: true, isActive: 'true', limit: 20 });
    expect(result.current.query).toEqual({ currentPage: 1, limit: 20, filters: '{"isActive":"true"}' });
  });

  it('reads search, page and filter from the URL', () => {
    const { result } = setup('/list?search=nord&page=3&isActive=false');
    expect(result.current).toMatchObject({ search: 'nord', debouncedSearch: 'nord', page: 3, isActive: 'false' });
    expect(result.current.query).toEqual({ search: 'nord', currentPage: 3, limit: 20, filters: '{"isActive":"false"}' });
  });

  it('ignores URL values that are not a page or a filter', () => {
    expect(setup('/list?page=abc&isActive=maybe').result.current).toMatchObject({ page: 1, isActive: 'true' });
    expect(setup('/list?page=-2').result.current.page).toBe(1);
    expect(setup('/list?page=2.5').result.current.page).toBe(1);
  });

  it('typing a search replaces the history entry, resets the page and keeps other keys', () => {
    const { result, url, lastType } = setup('/list?status=pending&page=3');
    act(() => result.current.setSearch('ab'));
    expect(url()).toBe('/list?status=pending&search=ab');
    expect(lastType()).toBe('REPLACE');
    expect(result.current).toMatchObject({ search: 'ab', page: 1 });
    act(() => result.current.setSearch(''));
    expect(url()).toBe('/list?status=pending');
  });

  it('queries the search 300 ms after typing stops, in one change of the query', () => {
    jest.useFakeTimers();
    const { result } = setup('/list?page=3');
    const before = result.current.query;
    act(() => result.current.setSearch('n'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.setSearch('no'));
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.debouncedSearch).toBe('');
    expect(result.current.query).toBe(before);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.debouncedSearch).toBe('no');
    expect(result.current.query).toEqual({ search: 'no', currentPage: 1, limit: 20, filters: '{"isActive":"true"}' });
  });

  it('leaves a blank search out of the query', () => {
    const { result } = setup('/list?search=%20%20');
    expect(result.current.query.search).toBeUndefined();
  });

  it('changing the page pushes a history entry; page 1 leaves the URL clean', () => {
    const { result, url, lastType } = setup('/list?search=x');
    act(() => result.current.setPage(4));
    expect(url()).toBe('/list?search=x&page=4');
    expect(lastType()).toBe('PUSH');
    expect(result.current.query).toMatchObject({ search: 'x', currentPage: 4 });
    act(() => result.current.setPage(1));
    expect(url()).toBe('/list?search=x');
  });

  it('setPage with replace corrects the URL without a new history entry', () => {
    const { result, url, lastType } = setup('/list?page=9');
    act(() => result.current.setPage(3, { replace: true }));
    expect(url()).toBe('/list?page=3');
    expect(lastType()).toBe('REPLACE');
  });

  it('changing the filter pushes, resets the page, and leaves the default out of the URL', () => {
    const { result, url, lastType } = setup('/list?page=5');
    act(() => result.current.setIsActive('false'));
    expect(url()).toBe('/list?isActive=false');
    expect(lastType()).toBe('PUSH');
    expect(result.current.query).toEqual({ currentPage: 1, limit: 20, filters: '{"isActive":"false"}' });
    act(() => result.current.setIsActive('true'));
    expect(url()).toBe('/list');
  });

  it('reads the sort from the URL, the default when absent or not one of the sorts', () => {
    expect(setup('/list?sort=createdAt', ORDER_SORTING).result.current.sort).toBe('createdAt');
    expect(setup('/list', ORDER_SORTING).result.current.sort).toBe('-createdAt');
    expect(setup('/list?sort=cheapest', ORDER_SORTING).result.current.sort).toBe('-createdAt');
    expect(setup('/list?sort=createdAt').result.current.sort).toBeUndefined();
  });

  it('sends a sort other than the default, and none for the default or a list without sorts', () => {
    expect(setup('/list?sort=createdAt', ORDER_SORTING).result.current.query).toMatchObject({ sort: 'createdAt' });
    expect(setup('/list', ORDER_SORTING).result.current.query).not.toHaveProperty('sort');
    expect(setup('/list?sort=createdAt').result.current.query).not.toHaveProperty('sort');
  });

  it('changing the sort pushes, resets the page, and leaves the default out of the URL', () => {
    const { result, url, lastType } = setup('/list?status=pending&page=4', ORDER_SORTING);
    act(() => result.current.setSort('createdAt'));
    expect(url()).toBe('/list?status=pending&sort=createdAt');
    expect(lastType()).toBe('PUSH');
    expect(result.current).toMatchObject({ sort: 'createdAt', page: 1 });
    expect(result.current.query).toMatchObject({ sort: 'createdAt', currentPage: 1 });
    act(() => result.current.setSort('-createdAt'));
    expect(url()).toBe('/list?status=pending');
  });

  it('merges fixed filters and leaves empty ones out', () => {
    const { result } = setup('/list', { filters: { type: 'vpn', country: '', service: undefined } });
    expect(result.current.query.filters).toBe('{"type":"vpn","isActive":"true"}');
  });

  it('without the active filter sends only the fixed filters, or none', () => {
    const orders = setup('/list?isActive=false', { activeFilter: false, filters: { orderStatus: 'pending' } });
    expect(orders.result.current.hasActiveFilter).toBe(false);
    expect(orders.result.current.query).toEqual({ currentPage: 1, limit: 20, filters: '{"orderStatus":"pending"}' });
    const plain = setup('/list', { activeFilter: false, limit: 10 });
    expect(plain.result.current.query).toEqual({ currentPage: 1, limit: 10 });
  });

  it('follows the URL when it changes from outside (Back)', () => {
    const { result } = renderInRouter(() => ({ list: useListState(), navigate: useNavigate() }), '/list');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setPage(3));
    act(() => void result.current.navigate(-1));
    expect(result.current.list.page).toBe(2);
    expect(result.current.list.query.currentPage).toBe(2);
  });

  it('refuses bad input with a clear error', () => {
    const { result } = setup();
    expect(() => result.current.setPage(0)).toThrow('page must be a whole number of 1 or more, got 0');
    expect(() => result.current.setIsActive('yes' as 'true')).toThrow("isActive must be 'true' or 'false'");
    const sorted = setup('/list', ORDER_SORTING);
    expect(() => sorted.result.current.setSort('cheapest' as never)).toThrow("sort must be one of the list's sorts, got cheapest");
    expect(() => setup('/list', { limit: 0 })).toThrow('limit must be a whole number from 1 to 100');
  });
});
