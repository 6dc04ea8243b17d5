/** The localStorage key of whether the sidebar is pinned open, per browser. */
export const SIDEBAR_PINNED_STORAGE_KEY = 'sidebarPinned';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSidebarPinned(): boolean {
  return storage()?.getItem(SIDEBAR_PINNED_STORAGE_KEY) === 'true';
}

export function writeSidebarPinned(pinned: boolean): void {
  try {
    if (pinned) storage()?.setItem(SIDEBAR_PINNED_STORAGE_KEY, 'true');
    else storage()?.removeItem(SIDEBAR_PINNED_STORAGE_KEY);
  } catch {
    // Quota or private mode: pinned for this page only.
  }
}
