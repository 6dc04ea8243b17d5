import { savedViewKeys, type SavedViewList, type SavedViewQuery } from '@shopdesk/contracts';

/** What a view of `list` keeps of the URL query: its keys that have a value, by name. */
export function viewQueryOf(list: SavedViewList, params: URLSearchParams): SavedViewQuery {
  const entries = savedViewKeys(list).flatMap((key) => {
    const value = params.get(key);
    return value ? [[key, value] as const] : [];
  });
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether two view queries keep the same values, in any order of keys. */
export function sameViewQuery(a: SavedViewQuery, b: SavedViewQuery): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The URL query that opens a view of `list` from the URL `params`: what the screen keeps there
 * besides the list's own keys (the orders' `status`) stays, the page and the list's keys are the
 * view's. '?status=pending&search=nova&sort=-total'; '' for nothing at all.
 */
export function viewSearch(list: SavedViewList, params: URLSearchParams, query: SavedViewQuery): string {
  const owned = new Set([...savedViewKeys(list), 'page']);
  const kept = [...params.entries()].filter(([key]) => !owned.has(key));
  const text = new URLSearchParams([...kept, ...Object.entries(query).sort(([a], [b]) => a.localeCompare(b))]).toString();
  return text ? `?${text}` : '';
}
