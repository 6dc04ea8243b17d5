import { act, renderHook } from '@testing-library/react';
import { useRowActionsVisibility } from './use-row-actions-visibility';

describe('useRowActionsVisibility', () => {
  it('shows every row on wide screens', () => {
    const { result } = renderHook(() => useRowActionsVisibility(false));
    expect(result.current.isShown('a')).toBe(true);
    expect(result.current.isShown('b')).toBe(true);
  });

  it('on narrow screens shows only the selected row', () => {
    const { result } = renderHook(() => useRowActionsVisibility(true));
    expect(result.current.isShown('a')).toBe(false);
    act(() => result.current.select('a'));
    expect(result.current.isShown('a')).toBe(true);
    act(() => result.current.select('b'));
    expect(result.current.isShown('a')).toBe(false);
    expect(result.current.isShown('b')).toBe(true);
  });

  it('the toggle opens and closes a row', () => {
    const { result } = renderHook(() => useRowActionsVisibility(true));
    act(() => result.current.toggle('a'));
    expect(result.current.isOpen('a')).toBe(true);
    act(() => result.current.toggle('a'));
    expect(result.current.isShown('a')).toBe(false);
  });
});
