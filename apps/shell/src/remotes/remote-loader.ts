import { type ExposedModule, exposesModule, remoteModuleId, type SectionKey, SECTIONS } from '@shopdesk/sections';
import type { ComponentType } from 'react';
import type { RemoteUrls } from './remotes-json';
import { RemoteNeedsNewerShellError } from './shared-lib-check';

/** What every exposed module is (`./Routes`, `./Summary`): a module whose default export is a component. */
export interface ComponentModule {
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
  /** Refuses a remote built against newer shared libs than the shell serves (RemoteNeedsNewerShellError), before it loads. */
  checkSharedLibs?: (entryUrl: string) => Promise<void>;
  /** Attempts after the first failure, each with a cache-busting query on remoteEntry.js. */
  retries?: number;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: SectionKey,
    cause: unknown,
  ) {
    super(`The ${SECTIONS[remote].title} section could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
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
  /**
   * A module the remote exposes, retried with backoff, /remotes.json read again for each attempt
   * after a failure; rejects with a RemoteUnavailableError.
   */
  load(remote: SectionKey, module: ExposedModule): Promise<ComponentModule>;
}

/**
 * The shell's way to load what remotes expose: registers the remotes `/remotes.json` lists, then
 * loads a module with retries, each after a failure under a cache-busting URL.
 *
 * @example const loader = createRemoteLoader({ runtime: { registerRemotes, loadRemote }, fetchRemotes: fetchRemotesJson });
 *   await loader.load('orders', './Summary');
 */
export function createRemoteLoader({
  runtime,
  fetchRemotes,
  checkSharedLibs,
  retries = 2,
  retryDelayMs = 500,
  sleep = wait,
}: RemoteLoaderDeps): RemoteLoader {
  let registration: Promise<RemoteUrls> | null = null;
  const failed = new Set<SectionKey>();
  let cacheBusts = 0;

  function register(): Promise<RemoteUrls> {
    if (!registration) {
      const attempt = fetchRemotes().then((urls) => {
        const remotes = Object.entries(urls).map(([key, entry]) => ({ name: SECTIONS[key as SectionKey].federationName, entry }));
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

  /**
   * /remotes.json read again, for a section that failed: its address may have been fixed since
   * the page loaded (a redeployed remote), and Retry must not ask the old one again.
   */
  async function reread(): Promise<RemoteUrls> {
    const urls = await fetchRemotes();
    registration = Promise.resolve(urls);
    return urls;
  }

  async function loadOnce(remote: SectionKey, module: ExposedModule): Promise<ComponentModule> {
    const urls = failed.has(remote) ? await reread() : await register();
    const url = urls[remote];
    if (!url) throw new RemoteNotListedError(`/remotes.json lists no URL for "${remote}"`);
    // Before the remote's code runs: loaded, it would get the shell's older libs whatever it needs.
    await checkSharedLibs?.(url);
    const { federationName } = SECTIONS[remote];
    // A failed entry may sit in the browser's or the runtime's cache: load it again under a new URL.
    if (failed.has(remote)) runtime.registerRemotes([{ name: federationName, entry: withCacheBuster(url, ++cacheBusts) }], { force: true });
    const id = remoteModuleId(SECTIONS[remote], module);
    const loaded = await runtime.loadRemote<ComponentModule>(id);
    if (typeof loaded?.default !== 'function') throw new Error(`${id} has no default export component`);
    return loaded;
  }

  async function load(remote: SectionKey, module: ExposedModule): Promise<ComponentModule> {
    if (!exposesModule(SECTIONS[remote], module)) {
      throw new RemoteUnavailableError(remote, new Error(`the ${remote} remote does not expose ${module}`));
    }
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      try {
        const loaded = await loadOnce(remote, module);
        failed.delete(remote);
        return loaded;
      } catch (error) {
        lastError = error;
        failed.add(remote);
        // Not listed, or needing a newer shell: the page's attempts cannot help; a Retry reads /remotes.json again.
        if (error instanceof RemoteNotListedError || error instanceof RemoteNeedsNewerShellError) break;
      }
    }
    throw new RemoteUnavailableError(remote, lastError);
  }

  return { register, load };
}
