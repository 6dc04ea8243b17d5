import type { SignedInEmployee } from '@shopdesk/contracts';

/** The localStorage key of the signed-in employee (docs/product.md#session). */
export const EMPLOYEE_STORAGE_KEY = 'employee';

const FIELDS = ['_id', 'name', 'email', 'level', 'token'] as const;

/** An employee the app can act for: every field a string, and a token to send. */
export function isSignedInEmployee(value: unknown): value is SignedInEmployee {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string') && record['token'] !== '';
}

/** localStorage, or null where there is none (Node) or the browser refuses it (privacy settings). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored employee; anything unreadable counts as signed out and is removed. */
export function readStoredEmployee(): SignedInEmployee | null {
  const store = storage();
  const text = store?.getItem(EMPLOYEE_STORAGE_KEY);
  if (!store || text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isSignedInEmployee(value)) return value;
  } catch {
    // corrupted JSON: handled below like any other unusable value
  }
  store.removeItem(EMPLOYEE_STORAGE_KEY);
  return null;
}

export function writeStoredEmployee(employee: SignedInEmployee | null): void {
  const store = storage();
  if (!store) return;
  if (employee === null) {
    store.removeItem(EMPLOYEE_STORAGE_KEY);
    return;
  }
  try {
    store.setItem(EMPLOYEE_STORAGE_KEY, JSON.stringify(employee));
  } catch (error) {
    // Quota or private mode: the session still works in this tab, it just will not survive a reload.
    console.warn('Could not store the signed-in employee; the session will end on reload', error);
  }
}
