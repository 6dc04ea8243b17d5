/**
 * Where signing in returns to: the page a signed-out visitor was sent away from. It travels in the
 * login page's history state (never in its URL, so no link can carry a destination), and is used
 * only when it is a path of this site under /main, so it can never send anyone elsewhere.
 */
export interface ReturnState {
  from: string;
}

const SIGNED_IN_AREA = '/main';
// Any origin will do: a same-origin path resolves against it and keeps it.
const PROBE_ORIGIN = 'https://shopdesk.invalid';

/** The path, query and hash to come back to after signing in. */
export const returnState = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }): ReturnState => ({
  from: `${pathname}${search}${hash}`,
});

/**
 * The page to return to from a login page's history state, or null when there is none or it is
 * not a same-origin path under /main (a full URL, `//host`, a backslash trick, `/auth/...`).
 */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Partial<ReturnState>).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(from, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const { pathname } = url;
  if (pathname.toLowerCase() !== SIGNED_IN_AREA && !pathname.toLowerCase().startsWith(`${SIGNED_IN_AREA}/`)) return null;
  return `${pathname}${url.search}${url.hash}`;
}
