import { useSyncExternalStore } from 'react';

/** How much room a table row takes: 'compact' fits a full page of 20 rows and the pager on a laptop screen. */
export type TableDensity = 'comfortable' | 'compact';

/** Where the choice is remembered, per browser. */
export const TABLE_DENSITY_KEY = 'shopdesk.tableDensity';

const isDensity = (value: unknown): value is TableDensity => value === 'comfortable' || value === 'compact';

// Every table on the page follows one choice: a change re-renders them all, here and in other tabs.
const listeners = new Set<() => void>();
// The choice when storage is refused (privacy settings, a full quota): kept for this page only.
let unsaved: TableDensity | null = null;

function read(): TableDensity {
  if (unsaved) return unsaved;
  try {
    const stored = window.localStorage.getItem(TABLE_DENSITY_KEY);
    return isDensity(stored) ? stored : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

function write(density: TableDensity): void {
  try {
    window.localStorage.setItem(TABLE_DENSITY_KEY, density);
    unsaved = null;
  } catch {
    unsaved = density;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TABLE_DENSITY_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The table density the employee chose, remembered in this browser, and its setter; every table
 * on the page (and in the browser's other tabs) follows a change.
 *
 * @example const [density, setDensity] = useTableDensity();
 */
export function useTableDensity(): [TableDensity, (density: TableDensity) => void] {
  const density = useSyncExternalStore(subscribe, read, (): TableDensity => 'comfortable');
  return [density, write];
}
