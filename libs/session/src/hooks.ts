import type { SignedInEmployee } from '@shopdesk/contracts';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { employeeAtom, sidebarOpenAtom } from './atoms';
import { checkStoredSession, type SessionCheck } from './session-check';
import { getToken, setEmployee, signOut } from './session-actions';
import { sessionStore } from './store';

// Hooks name the store explicitly so they share it even where no SessionProvider wraps them.
const inSessionStore = { store: sessionStore };

/** The signed-in employee, or null. */
export function useEmployee(): SignedInEmployee | null {
  return useAtomValue(employeeAtom, inSessionStore);
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
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

export function useSidebar(): Sidebar {
  const [isOpen, setOpen] = useAtom(sidebarOpenAtom, inSessionStore);
  return useMemo(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false), toggle: () => setOpen((open) => !open) }),
    [isOpen, setOpen],
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
