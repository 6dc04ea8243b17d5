import { can, type Permission, type SignedInEmployee } from '@shopdesk/contracts';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { employeeAtom, sessionEndedAtom, sidebarOpenAtom, sidebarPinnedAtom } from './atoms';
import { checkStoredSession, type SessionCheck } from './session-check';
import { getToken, setEmployee, signOut } from './session-actions';
import { sessionStore } from './store';

// Hooks name the store explicitly so they share it even where no SessionProvider wraps them.
const inSessionStore = { store: sessionStore };

/** The signed-in employee, or null. */
export function useEmployee(): SignedInEmployee | null {
  return useAtomValue(employeeAtom, inSessionStore);
}

/**
 * Whether the signed-in employee's level has `permission`: a control it does not allow is not
 * shown at all. The API checks again on every call; this only keeps the screens honest.
 *
 * @example const canEdit = useCan('catalogue.write');
 */
export function useCan(permission: Permission): boolean {
  const employee = useEmployee();
  return employee !== null && can(employee.level, permission);
}

/** Whether the server ended the last session (the login screen says so), until the next sign-in. */
export function useSessionEnded(): boolean {
  return useAtomValue(sessionEndedAtom, inSessionStore);
}

/** Stores the employee answered by login or register. */
export function useSignIn(): (employee: SignedInEmployee) => void {
  return setEmployee;
}

/**
 * Logout for the sidebar: revokes the server session with `revokeSession` (api-client's
 * `logout`, passed in because session must not import api-client), then clears the employee
 * and closes the sidebar, even when the server could not be reached.
 */
export function useLogout(revokeSession: () => Promise<unknown>): () => Promise<void> {
  return useCallback(() => signOut(revokeSession), [revokeSession]);
}

export interface Sidebar {
  /** The slide-in drawer is open. */
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Pinned open beside the page (wide screens only; the layout decides where it applies). */
  isPinned: boolean;
  /** Pins or unpins it, remembered in this browser; either way the drawer closes. */
  setPinned: (pinned: boolean) => void;
}

export function useSidebar(): Sidebar {
  const [isOpen, setOpen] = useAtom(sidebarOpenAtom, inSessionStore);
  const [isPinned, writePinned] = useAtom(sidebarPinnedAtom, inSessionStore);
  return useMemo(
    () => ({
      isOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      toggle: () => setOpen((open) => !open),
      isPinned,
      setPinned: (pinned: boolean) => {
        writePinned(pinned);
        setOpen(false);
      },
    }),
    [isOpen, setOpen, isPinned, writePinned],
  );
}

/**
 * Call once, at the top of the shell: re-checks a session restored from storage with `check`
 * (api-client's `getMe`). Returns true while that check runs. The `check` of the first render is
 * used; a later login is fresh from the server and is not checked again.
 */
export function useSessionCheck(check: SessionCheck): boolean {
  const [checking, setChecking] = useState(() => getToken() !== null);
  // The first render's function, so the effect below runs once, on start.
  const [firstCheck] = useState(() => check);
  useEffect(() => {
    let mounted = true;
    void checkStoredSession(firstCheck).then(() => {
      if (mounted) setChecking(false);
    });
    return () => {
      mounted = false;
    };
  }, [firstCheck]);
  return checking;
}
