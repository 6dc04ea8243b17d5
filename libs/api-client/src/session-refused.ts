import { clearSession, endSession, getToken } from '@shopdesk/session';
import { navigateToLogin } from './config';

/**
 * The server refused `token` (a 401 to a call or to the live stream), null for a call sent signed
 * out. When it is still the token in use, the session has ended (idle, revoked elsewhere,
 * archived): sign out, say so on the login screen, and go there keeping the page to come back to;
 * signed out, just go there. A 401 for a token already replaced (signed in again meanwhile) is
 * stale news.
 */
export function sessionRefused(token: string | null): void {
  if (getToken() !== token) return;
  if (token === null) clearSession();
  else endSession();
  navigateToLogin();
}
