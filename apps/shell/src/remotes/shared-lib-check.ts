import { SHARED_LIBS_FILE } from '@shopdesk/sections';

/** A shared lib the remote needs in a newer version than the shell serves. */
export interface LibMismatch {
  lib: string;
  /** The version the remote was built against. */
  needs: string;
  /** The version this shell was built with (and serves to every remote), or null when it has none. */
  shellHas: string | null;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `have` serves a remote built against `needs`, as a caret range says (`^needs`): the same
 * major version, at least as new; below 1.0 the minor version counts as the major. Versions are the
 * workspace libs' own, plain `x.y.z`; anything else is not taken on trust.
 */
export function serves(have: string, needs: string): boolean {
  const h = VERSION.exec(have)?.slice(1).map(Number);
  const n = VERSION.exec(needs)?.slice(1).map(Number);
  if (!h || !n) return false;
  const [hMajor, hMinor, hPatch] = h;
  const [nMajor, nMinor, nPatch] = n;
  if (hMajor !== nMajor) return false;
  if (nMajor === 0 && hMinor !== nMinor) return false;
  return hMinor > nMinor || (hMinor === nMinor && hPatch >= nPatch);
}

/** The libs of a remote's shared-libs.json that the shell's versions do not serve. */
export function mismatches(shellLibs: Record<string, string>, remoteLibs: Record<string, string>): LibMismatch[] {
  return Object.entries(remoteLibs)
    .filter(([lib, needs]) => !(lib in shellLibs) || !serves(shellLibs[lib], needs))
    .map(([lib, needs]) => ({ lib, needs, shellHas: shellLibs[lib] ?? null }));
}

/** The remote was built against newer shared libs than this shell serves: the shell must be deployed first. */
export class RemoteNeedsNewerShellError extends Error {
  override name = 'RemoteNeedsNewerShellError';
  constructor(readonly libs: LibMismatch[]) {
    super(`it was built against ${libs.map((m) => `${m.lib} ${m.needs}`).join(', ')}; this shell serves ${libs.map((m) => `${m.lib} ${m.shellHas ?? 'none'}`).join(', ')}`);
  }
}

/**
 * Reads the remote's shared-libs.json (beside its remoteEntry.js) and throws
 * RemoteNeedsNewerShellError when the shell cannot serve what it was built against. A remote built
 * before the file existed, or a host that does not let the page read it, is loaded as before
 * (with a warning): the check can only refuse what it can read.
 */
export async function checkSharedLibs(entryUrl: string, shellLibs: Record<string, string>, fetchJson: (url: string) => Promise<unknown> = fetchJsonOrNull): Promise<void> {
  const url = new URL(SHARED_LIBS_FILE, new URL(entryUrl, window.location.href)).href;
  const manifest = (await fetchJson(url).catch(() => null)) as { libs?: Record<string, string> } | null;
  if (!manifest?.libs) {
    console.warn(`${url} could not be read: the remote's shared-lib versions were not checked`);
    return;
  }
  const found = mismatches(shellLibs, manifest.libs);
  if (found.length) throw new RemoteNeedsNewerShellError(found);
}

async function fetchJsonOrNull(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache' });
  return res.ok ? res.json() : null;
}

/** The shared libs' versions this shell was built with (set by its build). */
export function shellLibVersions(): Record<string, string> {
  try {
    return JSON.parse(process.env.SHARED_LIB_VERSIONS ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
