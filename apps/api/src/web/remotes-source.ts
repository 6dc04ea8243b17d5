import { productionRemotesJson } from '@shopdesk/sections';
import type { FastifyBaseLogger } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { parseRemoteOverrides, remoteOrigins, type RemoteUrls } from './remote-urls';

/** Where the remotes are now: what `/remotes.json` answers and what the CSP lets the page load. */
export interface RemotesSource {
  current(): RemoteUrls;
  /** The origins of the current remotes that are served elsewhere. */
  origins(): string[];
}

export interface RemotesSourceOptions {
  /** `REMOTES_JSON`, fixed for the life of the process; a bad value throws. */
  remotesJson?: string;
  /** The deployment's remotes file (`REMOTES_FILE`), read again whenever it changes. */
  file: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const MISSING = 'missing';

/**
 * Which version of the file is there, without reading it. The size and change time catch an edit
 * in place, the inode a file renamed over it (the atomic way to replace it).
 */
function fileVersion(file: string): string {
  try {
    const stat = statSync(file, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return MISSING;
    return `unreadable:${(error as NodeJS.ErrnoException).code}`;
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`remotes file ${file} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
}

/**
 * The remotes in three layers, each naming only the remotes it moves: the local builds
 * (`/mfe/<key>/`), then `REMOTES_JSON`, then the remotes file. The file is checked on every call
 * (one `stat`; the CSP needs an answer synchronously) and read again when it changed. A file
 * that cannot be used (bad JSON, a bad entry, unreadable, deleted) is logged and the last good
 * remotes stay, so a broken deploy step never takes the shell down.
 *
 * @example const remotes = createRemotesSource({ file: 'dist/apps/remotes.json', log: app.log });
 *   remotes.current().orders // '/mfe/orders/remoteEntry.js' until the file says otherwise
 */
export function createRemotesSource({ remotesJson, file, log }: RemotesSourceOptions): RemotesSource {
  const base: RemoteUrls = {
    ...productionRemotesJson(),
    ...(remotesJson === undefined ? {} : parseRemoteOverrides(remotesJson, 'REMOTES_JSON')),
  };
  let remotes = base;
  let origins = remoteOrigins(base);
  let seenVersion: string | undefined;

  function refresh(): void {
    const version = fileVersion(file);
    if (version === seenVersion) return;
    const hadFile = seenVersion !== undefined && seenVersion !== MISSING;
    seenVersion = version;
    if (version === MISSING) {
      // Absent from the start is the usual case (no deployment file); gone later is a deploy step gone wrong.
      if (hadFile) log.warn(`remotes file ${file} is gone; the last good remotes stay (write {} to go back to the defaults)`);
      return;
    }
    try {
      remotes = { ...base, ...parseRemoteOverrides(readText(file), `remotes file ${file}`) };
      origins = remoteOrigins(remotes);
      log.info(`remotes file ${file} read: ${JSON.stringify(remotes)}`);
    } catch (error) {
      log.error(`${(error as Error).message}; the last good remotes stay`);
    }
  }

  return {
    current() {
      refresh();
      return remotes;
    },
    origins() {
      refresh();
      return origins;
    },
  };
}
