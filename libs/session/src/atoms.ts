import type { SignedInEmployee } from '@shopdesk/contracts';
import { atom } from 'jotai';
import { EMPLOYEE_STORAGE_KEY, readStoredEmployee, writeStoredEmployee } from './employee-storage';
import { readSidebarPinned, writeSidebarPinned } from './sidebar-pin-storage';

const storedEmployeeAtom = atom<SignedInEmployee | null>(readStoredEmployee());

// Another tab signing in or out changes localStorage; follow it so tabs never disagree.
storedEmployeeAtom.onMount = (set) => {
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === EMPLOYEE_STORAGE_KEY || event.key === null) set(readStoredEmployee());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The signed-in employee, restored from localStorage on load; writing it persists it. */
export const employeeAtom = atom(
  (get) => get(storedEmployeeAtom),
  (_get, set, employee: SignedInEmployee | null) => {
    writeStoredEmployee(employee);
    set(storedEmployeeAtom, employee);
  },
);

export const sidebarOpenAtom = atom(false);

/** The server ended the last session (a 401 on the token in use): the login screen says so until the next sign-in. */
export const sessionEndedAtom = atom(false);

const storedSidebarPinnedAtom = atom(readSidebarPinned());

/** Whether the sidebar is pinned open on wide screens, remembered per browser; writing it persists it. */
export const sidebarPinnedAtom = atom(
  (get) => get(storedSidebarPinnedAtom),
  (_get, set, pinned: boolean) => {
    writeSidebarPinned(pinned);
    set(storedSidebarPinnedAtom, pinned);
  },
);
