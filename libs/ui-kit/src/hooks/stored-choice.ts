import { useSyncExternalStore } from 'react';

/**
 * A choice the employee makes once for this browser (the table density, light or dark): remembered
 * in localStorage under `key`, `fallback` until made. Every component using it follows a change,
 * here and in the browser's other tabs. When storage is refused (privacy settings, a full quota)
 * the choice holds for this page only.
 *
 * @example export const useTableDensity = storedChoice(TABLE_DENSITY_KEY, ['comfortable', 'compact'], 'comfortable');
 */
export function storedChoice<T extends string>(key: string, values: readonly T[], fallback: T): () => [T, (value: T) => void] {
  const isValue = (value: unknown): value is T => values.includes(value as T);
  const listeners = new Set<() => void>();
  let unsaved: T | null = null;

  function read(): T {
    if (unsaved) return unsaved;
    try {
      const stored = window.localStorage.getItem(key);
      return isValue(stored) ? stored : fallback;
    } catch {
      return fallback;
    }
  }

  function write(value: T): void {
    try {
      window.localStorage.setItem(key, value);
      unsaved = null;
    } catch {
      unsaved = value;
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return () => [useSyncExternalStore(subscribe, read, () => fallback), write];
}
