import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemotesSource, type RemotesSource } from '../../src/web/remotes-source';

/** A dist folder like `nx build` leaves: the shell and one remote (orders). */
export function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-static-'));
  mkdirSync(join(dist, 'shell'));
  mkdirSync(join(dist, 'orders-mfe'));
  writeFileSync(join(dist, 'shell/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'shell/main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(dist, 'orders-mfe/remoteEntry.js'), 'var orders_mfe');
  writeFileSync(join(dist, 'orders-mfe/123.89abcdef.js'), 'chunk');
  return dist;
}

/** What a remotes source logged, by level. */
export interface LogLines {
  info: string[];
  warn: string[];
  error: string[];
}

/** A remotes source over `file`, its log lines kept for the test to read. */
export function remotesSourceFor(file: string, remotesJson?: string): { remotes: RemotesSource; log: LogLines } {
  const log: LogLines = { info: [], warn: [], error: [] };
  const keep = (lines: string[]) => ((message: string) => lines.push(message)) as never;
  const remotes = createRemotesSource({ file, remotesJson, log: { info: keep(log.info), warn: keep(log.warn), error: keep(log.error) } });
  return { remotes, log };
}

/** Replaces `file` the way a deploy should: a new file renamed over the old one. */
export function publishRemotesFile(file: string, content: unknown): void {
  const next = `${file}.next`;
  writeFileSync(next, typeof content === 'string' ? content : JSON.stringify(content));
  renameSync(next, file);
}
