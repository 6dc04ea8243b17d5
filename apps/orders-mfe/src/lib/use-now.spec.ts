import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

afterEach(() => jest.useRealTimers());

describe('useNow', () => {
  it('keeps up with the clock while live, so ages move on', () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T10:00:00.000Z') });
    const { result } = renderHook(() => useNow(true));
    const start = result.current;
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current - start).toBe(60_000);
  });

  it('stands still when not live', () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T10:00:00.000Z') });
    const { result } = renderHook(() => useNow(false));
    const start = result.current;
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toBe(start);
  });
});
