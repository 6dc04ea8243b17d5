import { act, renderHook } from '@testing-library/react';
import { type ListRequestQuery } from '@shopdesk/api-client';
import { useRowSelection } from './use-row-selection';

const PAGE = ['a', 'b', 'c'];
const pending: ListRequestQuery<string> = { currentPage: 1, limit: 20, filters: '{"orderStatus":"pending"}' };

const setup = (query = pending) => renderHook(({ q }) => useRowSelection(q), { initialProps: { q: query } });

describe('useRowSelection', () => {
  it('ticks and unticks rows by id, and sends their ids', () => {
    const { result } = setup();
    act(() => result.current.toggle('a', PAGE));
    act(() => result.current.toggle('c', PAGE));
    act(() => result.current.toggle('a', PAGE));
    expect([...result.current.ids]).toEqual(['c']);
    expect(result.current.isSelected('c')).toBe(true);
    expect(result.current.isSelected('a')).toBe(false);
    expect(result.current.target()).toEqual({ ids: ['c'] });
  });

  it('ticks a whole page and keeps it while paging and sorting', () => {
    const { result, rerender } = setup();
    act(() => result.current.setPage(PAGE, true));
    rerender({ q: { ...pending, currentPage: 2, sort: 'total' } });
    act(() => result.current.setPage(['d', 'e'], true));
    expect([...result.current.ids]).toEqual(['a', 'b', 'c', 'd', 'e']);
    act(() => result.current.setPage(['d', 'e'], false));
    expect([...result.current.ids]).toEqual(['a', 'b', 'c']);
  });

  it("selects all matching as the list's search and filters, and every row reads as ticked", () => {
    const { result } = setup({ ...pending, search: 'lina', currentPage: 3, sort: '-total' });
    act(() => result.current.selectAllMatching());
    expect(result.current.isSelected('anything')).toBe(true);
    expect(result.current.target()).toEqual({ matching: { search: 'lina', filters: '{"orderStatus":"pending"}' } });
  });

  it('unticking one row of all matching keeps the rest of the page by id', () => {
    const { result } = setup();
    act(() => result.current.selectAllMatching());
    act(() => result.current.toggle('b', PAGE));
    expect(result.current.allMatching).toBe(false);
    expect([...result.current.ids]).toEqual(['a', 'c']);
  });

  it('empties when the search or a filter changes: the ticked rows are another list', () => {
    const { result, rerender } = setup();
    act(() => result.current.setPage(PAGE, true));
    rerender({ q: { ...pending, search: 'lina' } });
    expect(result.current.ids.size).toBe(0);
    act(() => result.current.selectAllMatching());
    rerender({ q: { ...pending, filters: '{"orderStatus":"completed"}' } });
    expect(result.current.allMatching).toBe(false);
  });

  it('keeps only the rows an action could not do, and clears', () => {
    const { result } = setup();
    act(() => result.current.setPage(PAGE, true));
    act(() => result.current.keepOnly(['b']));
    expect([...result.current.ids]).toEqual(['b']);
    act(() => result.current.clear());
    expect(result.current.ids.size).toBe(0);
    expect(result.current.target()).toEqual({ ids: [] });
  });
});
