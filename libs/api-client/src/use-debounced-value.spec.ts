import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with the value', () => {
    const { result } = renderHook(() => useDebouncedValue('nord', 300));
    expect(result.current).toBe('nord');
  });

  it('follows the value once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(250));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(250));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('abc');
  });
});
