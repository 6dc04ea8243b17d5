import { act, renderHook } from '@testing-library/react';
import { TABLE_DENSITY_KEY, useTableDensity } from './use-table-density';

describe('useTableDensity', () => {
  beforeEach(() => localStorage.clear());

  it('is comfortable until the employee chooses', () => {
    const { result } = renderHook(() => useTableDensity());
    expect(result.current[0]).toBe('comfortable');
  });

  it('remembers the choice in this browser', () => {
    const { result, unmount } = renderHook(() => useTableDensity());
    act(() => result.current[1]('compact'));
    expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBe('compact');
    unmount();
    expect(renderHook(() => useTableDensity()).result.current[0]).toBe('compact');
  });

  it('changes every table on the page at once', () => {
    const first = renderHook(() => useTableDensity());
    const second = renderHook(() => useTableDensity());
    act(() => first.result.current[1]('compact'));
    expect(second.result.current[0]).toBe('compact');
  });

  it('follows a choice made in another tab', () => {
    const { result } = renderHook(() => useTableDensity());
    act(() => {
      localStorage.setItem(TABLE_DENSITY_KEY, 'compact');
      window.dispatchEvent(new StorageEvent('storage', { key: TABLE_DENSITY_KEY, newValue: 'compact' }));
    });
    expect(result.current[0]).toBe('compact');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(TABLE_DENSITY_KEY, 'tiny');
    expect(renderHook(() => useTableDensity()).result.current[0]).toBe('comfortable');
  });
});

describe('useTableDensity without storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('still applies the choice to this page', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useTableDensity());
    act(() => result.current[1]('compact'));
    expect(result.current[0]).toBe('compact');
    jest.restoreAllMocks();
    act(() => result.current[1]('comfortable'));
    expect(result.current[0]).toBe('comfortable');
  });
});
