import type { SignedInEmployee } from '@shopdesk/contracts';
import { employeeAtom, sessionEndedAtom, sidebarOpenAtom } from './atoms';
import { isSignedInEmployee } from './employee-storage';
import { sessionStore } from './store';

export function getEmployee(): SignedInEmployee | null {
  return sessionStore.get(employeeAtom);
}

/** The bearer token of the signed-in employee, or null when signed out. */
export function getToken(): string | null {
  return getEmployee()?.token ?? null;
}

/** Stores the employee answered by login or register; signing in needs a token (docs/product.md#session). */
export function setEmployee(employee: SignedInEmployee): void {
  if (!isSignedInEmployee(employee)) {
    throw new TypeError('setEmployee needs an employee with _id, name, email, level and a non-empty token');
  }
  sessionStore.set(employeeAtom, employee);
  sessionStore.set(sessionEndedAtom, false);
}

/** Signs out locally: forgets the employee (and its storage) and closes the sidebar. */
export function clearSession(): void {
  sessionStore.set(employeeAtom, null);
  sessionStore.set(sidebarOpenAtom, false);
}

/**
 * The server ended the session (idle, revoked elsewhere, archived): signs out locally like
 * clearSession, and the login screen then says 'Your session has ended'.
 */
export function endSession(): void {
  clearSession();
  sessionStore.set(sessionEndedAtom, true);
}

/** Revokes the server session (best effort), then signs out locally whatever the server said. */
export async function signOut(revokeSession: () => Promise<unknown>): Promise<void> {
  if (getToken() !== null) {
    try {
      await revokeSession();
    } catch (error) {
      console.warn('Could not revoke the session on the server; signed out locally', error);
    }
  }
  clearSession();
}
