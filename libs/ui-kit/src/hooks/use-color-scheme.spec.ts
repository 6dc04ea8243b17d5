import { act, renderHook } from '@testing-library/react';
import { mockScreen, unmockMatchMedia } from '../testing/match-media';
import { COLOR_SCHEME_KEY, useColorScheme, useColorSchemeChoice } from './use-color-scheme';

const laptop = { width: 1440, height: 900 };

describe('useColorScheme', () => {
  beforeEach(() => localStorage.clear());
  afterEach(unmockMatchMedia);

  it('follows the system until the employee chooses', () => {
    mockScreen({ ...laptop, colorScheme: 'dark' });
    expect(renderHook(() => useColorScheme()).result.current).toBe('dark');
    mockScreen({ ...laptop, colorScheme: 'light' });
    expect(renderHook(() => useColorScheme()).result.current).toBe('light');
    expect(renderHook(() => useColorSchemeChoice()).result.current[0]).toBe('system');
  });

  it('takes the choice over the system, remembered in this browser, and gives it back on "system"', () => {
    mockScreen({ ...laptop, colorScheme: 'light' });
    const choice = renderHook(() => useColorSchemeChoice());
    const scheme = renderHook(() => useColorScheme());
    act(() => choice.result.current[1]('dark'));
    expect(scheme.result.current).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    act(() => choice.result.current[1]('system'));
    expect(scheme.result.current).toBe('light');
  });

  it('is light without matchMedia (a test, a server) and ignores a stored value it does not know', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'sepia');
    expect(renderHook(() => useColorScheme()).result.current).toBe('light');
  });
});
