import { isSectionKey, SECTION_KEYS, type SectionKey } from '@shopdesk/sections';

/** Where each remote's remoteEntry.js is, as `/remotes.json` tells the shell. */
export type RemoteUrls = Record<SectionKey, string>;

/**
 * An origin the CSP header can carry as it is: a `;` or `,` in a host would make helmet refuse
 * every answer, so anything but plain host names, IPv6 literals and ports is refused up front.
 */
const PLAIN_ORIGIN = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i;

/** A URL's `user:password@`, up to the last `@` before the path, however its slashes are written. */
const USERINFO = /^([a-z][a-z0-9+.-]*:[/\\]*)[^/\\?#]*@/i;

/** The URL as a message may repeat it: without its user name and password. */
const shown = (url: string) => url.replace(USERINFO, '$1…@');

function checkUrl(url: string, key: string, source: string): void {
  const hint = `${source}: "${key}" must be a path on this server (/mfe/...) or an http(s) URL of its remoteEntry.js`;
  const local = url.startsWith('/') && !url.startsWith('//');
  if (!local) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`${hint}, got "${shown(url)}"`);
    }
    // /remotes.json is public and the remotes are logged: a password here would be published.
    if (parsed.username || parsed.password) {
      throw new Error(`${source}: "${key}" must not carry a user name or password (${shown(url)}): /remotes.json is public`);
    }
    if (!PLAIN_ORIGIN.test(parsed.origin)) throw new Error(`${hint}, got "${url}"`);
  }
  // The shell is built without the federation runtime's manifest code.
  if (new URL(url, 'http://base.invalid').pathname.endsWith('.json')) {
    throw new Error(`${source}: "${key}" points at a manifest (${url}); give the URL of its remoteEntry.js`);
  }
}

/**
 * The remotes a JSON text moves elsewhere, `{ "orders": "https://cdn.example.com/orders/remoteEntry.js" }`.
 * The same rules hold for `REMOTES_JSON` and the remotes file; the error names `source` and the fault.
 *
 * @example parseRemoteOverrides('{"orders":"/mfe/orders/2026-11-23/remoteEntry.js"}', 'REMOTES_JSON')
 */
export function parseRemoteOverrides(text: string, source: string): Partial<RemoteUrls> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${source} must be an object like { "orders": "https://cdn.example.com/orders/remoteEntry.js" }`);
  }
  const overrides: Partial<RemoteUrls> = {};
  for (const [key, url] of Object.entries(parsed)) {
    if (!isSectionKey(key)) throw new Error(`${source}: unknown remote "${key}" (expected ${SECTION_KEYS.join(', ')})`);
    if (typeof url !== 'string' || url.trim() === '') throw new Error(`${source}: "${key}" must be the URL of its remoteEntry.js`);
    checkUrl(url, key, source);
    overrides[key] = url;
  }
  return overrides;
}

/** The origins of the remotes served from elsewhere (a CDN, another port): the CSP must let the page load from them. */
export function remoteOrigins(remotes: RemoteUrls): string[] {
  const origins = Object.values(remotes)
    .filter((url) => !url.startsWith('/'))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
