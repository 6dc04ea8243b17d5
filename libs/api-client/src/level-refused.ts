import { getToken, refreshSession, type SessionCheck } from '@shopdesk/session';

/**
 * The server refused a call of the token in use with 403: the level the screens follow is stale
 * (an owner changed it since sign-in), so ask who is signed in again and let them update.
 * `whoAmI` is getMe, passed in because it is sent through the module that calls this.
 */
export function levelRefused(token: string | null, whoAmI: SessionCheck): void {
  if (token === null || getToken() !== token) return;
  void refreshSession(whoAmI);
}
