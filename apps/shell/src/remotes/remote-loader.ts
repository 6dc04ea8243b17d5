import type { ComponentType } from 'react';
import type { RemoteUrls } from './remotes-json';
import { federationName, type RemoteKey, SECTION_TITLES } from './sections';

/** What every remote exposes as `./Routes` (its src/remote-entry.ts). */
export interface RoutesModule {
  default: ComponentType;
}

/** The two calls of the Module Federation runtime the shell uses. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderDeps {
  runtime: FederationRuntime;
  fetchRemotes: () => Promise<RemoteUrls>;
  /** Attempts after the first failure, each with a cache-busting query on remoteEntry.js. */
  retries?: number;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteKey,
    cause: unknown,
  ) {
    super(`The ${SECTION_TITLES[remote]} section could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Thrown for a remote that remotes.json does not list: retrying cannot help. */
class RemoteNotListedError extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withCacheBuster(url: string, n: number): string {
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('retry', String(n));
  return busted.href;
}

export interface RemoteLoader {
  /** Fetches /remotes.json and registers every remote, once; a failure is forgotten so the next call tries again. */
  register(): Promise<RemoteUrls>;
  /** The remote's Routes module, retried with backoff; rejects with a RemoteUnavailableError. */
  loadRoutes(remote: RemoteKey): Promise<RoutesModule>;
}

export function createRemoteLoader({
  runtime,
  fetchRemotes,
  retries = 2,
  retryDelayMs = 500,
  sleep = wait,
}: RemoteLoaderDeps): RemoteLoader {
  let registration: Promise<RemoteUrls> | null = null;
  const failed = new Set<RemoteKey>();
  let cacheBusts = 0;

  function register(): Promise<RemoteUrls> {
    if (!registration) {
      const attempt = fetchRemotes().then((urls) => {
        const remotes = Object.entries(urls).map(([key, entry]) => ({ name: federationName(key as RemoteKey), entry }));
        runtime.registerRemotes(remotes);
        return urls;
      });
      attempt.catch(() => {
        if (registration === attempt) registration = null;
      });
      registration = attempt;
    }
    return registration;
  }

  async function loadOnce(remote: RemoteKey): Promise<RoutesModule> {
    const urls = await register();
    const url = urls[remote];
    if (!url) throw new RemoteNotListedError(`/remotes.json lists no URL for "${remote}"`);
    const name = federationName(remote);
    // A failed entry may sit in the browser's or the runtime's cache: load it again under a new URL.
    if (failed.has(remote)) runtime.registerRemotes([{ name, entry: withCacheBuster(url, ++cacheBusts) }], { force: true });
    const module = await runtime.loadRemote<RoutesModule>(`${name}/Routes`);
    if (typeof module?.default !== 'function') throw new Error(`${name}/Routes has no default export component`);
    return module;
  }

  async function loadRoutes(remote: RemoteKey): Promise<RoutesModule> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      try {
        const module = await loadOnce(remote);
        failed.delete(remote);
        return module;
      } catch (error) {
        lastError = error;
        if (error instanceof RemoteNotListedError) break;
        failed.add(remote);
      }
    }
    throw new RemoteUnavailableError(remote, lastError);
  }

  return { register, loadRoutes };
}
