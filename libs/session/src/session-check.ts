import type { SignedInEmployee } from '@shopdesk/contracts';
import { clearSession, getEmployee, getToken, setEmployee } from './session-actions';

/** Asks the server who the token belongs to (api-client's `getMe`); rejects with `status: 401` when the session is dead. */
export type SessionCheck = () => Promise<Pick<SignedInEmployee, '_id' | 'name' | 'email' | 'level'>>;

/** valid: the server confirmed it; ended: it answered 401; unverified: it could not be asked; none: nobody signed in. */
export type SessionCheckResult = 'valid' | 'ended' | 'unverified' | 'none';

// One check per token: StrictMode's double effects and a remounted shell reuse the running one.
let lastCheck: { token: string; result: Promise<SessionCheckResult> } | null = null;

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

async function runCheck(check: SessionCheck, token: string): Promise<SessionCheckResult> {
  try {
    const fresh = await check();
    const current = getEmployee();
    // A logout or a new login while the check ran wins over its answer.
    if (current?.token !== token) return 'none';
    setEmployee({ ...current, _id: fresh._id, name: fresh.name, email: fresh.email, level: fresh.level });
    return 'valid';
  } catch (error) {
    if (!isUnauthorized(error)) {
      console.warn('Could not check the stored session; keeping it', error);
      return 'unverified';
    }
    if (getToken() === token) clearSession();
    return 'ended';
  }
}

/** Re-checks the stored session with the server; a dead one (401) signs out, any other failure keeps it. */
export function checkStoredSession(check: SessionCheck): Promise<SessionCheckResult> {
  const token = getToken();
  if (token === null) return Promise.resolve('none');
  if (lastCheck?.token !== token) lastCheck = { token, result: runCheck(check, token) };
  return lastCheck.result;
}

let refreshing: Promise<SessionCheckResult> | null = null;

/**
 * Asks the server again who is signed in, even when the session was checked before: the level
 * changed (a 403 says the stored one is stale), so the screens follow the new one. Calls made
 * while one refresh runs share it.
 */
export function refreshSession(check: SessionCheck): Promise<SessionCheckResult> {
  const token = getToken();
  if (token === null) return Promise.resolve('none');
  refreshing ??= runCheck(check, token).finally(() => {
    refreshing = null;
  });
  return refreshing;
}
