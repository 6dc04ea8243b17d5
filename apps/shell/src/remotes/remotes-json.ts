import { isSectionKey, SECTION_KEYS, type SectionKey } from '@shopdesk/sections';

/** Where each remote's remoteEntry.js is; a section missing here cannot load. */
export type RemoteUrls = Partial<Record<SectionKey, string>>;

export const REMOTES_JSON_PATH = '/remotes.json';

export class RemotesJsonError extends Error {
  override name = 'RemotesJsonError';
}

/** Checks the body of `/remotes.json`: `{ "orders": "<url of remoteEntry.js>", ... }`. */
export function parseRemotesJson(body: unknown): RemoteUrls {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RemotesJsonError(`${REMOTES_JSON_PATH} must be an object of remote URLs, got ${JSON.stringify(body)}`);
  }
  const urls: RemoteUrls = {};
  for (const [key, url] of Object.entries(body)) {
    if (!isSectionKey(key)) {
      throw new RemotesJsonError(`${REMOTES_JSON_PATH} has an unknown remote "${key}" (expected ${SECTION_KEYS.join(', ')})`);
    }
    if (typeof url !== 'string' || url.trim() === '') {
      throw new RemotesJsonError(`${REMOTES_JSON_PATH}: "${key}" must be the URL of its remoteEntry.js`);
    }
    // The shell is built without the manifest (snapshot) code of the federation runtime.
    if (new URL(url, 'http://base.invalid').pathname.endsWith('.json')) {
      throw new RemotesJsonError(`${REMOTES_JSON_PATH}: "${key}" points at a manifest (${url}); give the URL of its remoteEntry.js`);
    }
    urls[key] = url;
  }
  return urls;
}

/** Fetches and checks `/remotes.json`, never from the HTTP cache (a redeployed remote shows at once). */
export async function fetchRemotesJson(): Promise<RemoteUrls> {
  const response = await fetch(REMOTES_JSON_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RemotesJsonError(`GET ${REMOTES_JSON_PATH} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemotesJsonError(`${REMOTES_JSON_PATH} is not valid JSON`);
  }
  return parseRemotesJson(body);
}
