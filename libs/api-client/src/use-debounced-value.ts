import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. Starts equal to `value`, so a search
 * restored from the URL is used at once.
 *
 * @example const debouncedSearch = useDebouncedValue(search, 300);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
