import { readFileSync } from 'node:fs';

/**
 * This process's soft limit of open file descriptors (every socket is one), from /proc on Linux;
 * undefined where it cannot be read (another system) or is unlimited.
 */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number | undefined {
  let text: string;
  try {
    text = readFileSync(limitsFile, 'utf8');
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(text)?.[1];
  return soft === undefined ? undefined : Number(soft);
}

/** With no setting: half the descriptors (the rest for requests, the database, files), at most 10,000; 500 when unknown. */
export function defaultLiveStreamsMax(descriptors: number | undefined): number {
  return descriptors === undefined ? 500 : Math.max(1, Math.min(10_000, Math.floor(descriptors / 2)));
}
