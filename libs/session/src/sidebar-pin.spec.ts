import { act, renderHook } from '@testing-library/react';
import { useSidebar } from './hooks';
import { readSidebarPinned, SIDEBAR_PINNED_STORAGE_KEY } from './sidebar-pin-storage';

describe('pinning the sidebar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.setPinned(false));
  });

  it('is off by default, and pinning is remembered in this browser', () => {
    const { result } = renderHook(() => useSidebar());
    expect(result.current.isPinned).toBe(false);
    act(() => result.current.setPinned(true));
    expect(result.current.isPinned).toBe(true);
    expect(localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY)).toBe('true');
    expect(readSidebarPinned()).toBe(true);
    act(() => result.current.setPinned(false));
    expect(localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY)).toBeNull();
  });

  it('closes the drawer either way', () => {
    const { result } = renderHook(() => useSidebar());
    act(() => result.current.open());
    act(() => result.current.setPinned(true));
    expect(result.current.isOpen).toBe(false);
  });

  it('reads what an earlier visit stored', () => {
    localStorage.setItem(SIDEBAR_PINNED_STORAGE_KEY, 'true');
    expect(readSidebarPinned()).toBe(true);
    localStorage.setItem(SIDEBAR_PINNED_STORAGE_KEY, 'yes');
    expect(readSidebarPinned()).toBe(false);
  });
});
