import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSectionKey, SECTION_KEYS, SECTIONS, type SectionKey } from '@shopdesk/sections';

/**
 * A remote's releases: copies of its builds kept under `releasesDir/<section>/<id>/` (served at
 * `/releases/<section>/<id>/`), where no `nx build` empties them as it empties its output folder;
 * `history.json` beside them lists the ids published, the live one last. Publishing and rolling
 * back point the remotes file at a release, replacing the file whole (written aside, renamed over).
 */
export interface ReleasePaths {
  releasesDir: string;
  /** The deployment's remotes file (REMOTES_FILE), which the server reads again when it changes. */
  remotesFile: string;
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export const RELEASES_PREFIX = '/releases/';

export const releaseEntryUrl = (section: SectionKey, id: string) => `${RELEASES_PREFIX}${section}/${id}/remoteEntry.js`;

export function sectionOf(name: string): SectionKey {
  if (!isSectionKey(name)) throw new ReleaseError(`No section is called "${name}" (there are ${SECTION_KEYS.join(', ')})`);
  return name;
}

const historyFile = (paths: ReleasePaths, section: SectionKey) => join(paths.releasesDir, section, 'history.json');

/** The ids published for `section`, oldest first; the last one is live. */
export function releaseHistory(paths: ReleasePaths, section: SectionKey): string[] {
  const file = historyFile(paths, section);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** Writes `text` to `file` whole: a reader sees the old file or the new one, never part of one. */
function replaceFile(file: string, text: string): void {
  const next = `${file}.next`;
  writeFileSync(next, text);
  renameSync(next, file);
}

function pointRemotesFile(paths: ReleasePaths, section: SectionKey, url: string): void {
  const current = existsSync(paths.remotesFile) ? (JSON.parse(readFileSync(paths.remotesFile, 'utf8')) as Record<string, string>) : {};
  replaceFile(paths.remotesFile, `${JSON.stringify({ ...current, [section]: url }, null, 2)}\n`);
}

/** A release's id: when it was published and what its entry holds (two builds of one minute differ). */
function newReleaseId(buildDir: string, now: Date): string {
  const hash = createHash('sha256').update(readFileSync(join(buildDir, 'remoteEntry.js'))).digest('hex').slice(0, 8);
  return `${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}-${hash}`;
}

/**
 * Copies `buildDir` (a remote's production build) as a new release of `section` and makes it
 * live: the remotes file points at it. Answers the release's id.
 */
export function publishRelease(paths: ReleasePaths, section: SectionKey, buildDir: string, now = new Date()): string {
  if (!existsSync(join(buildDir, 'remoteEntry.js'))) {
    throw new ReleaseError(`${buildDir} holds no remoteEntry.js: build it first (npx nx build ${SECTIONS[section].project})`);
  }
  const id = newReleaseId(buildDir, now);
  const sectionDir = join(paths.releasesDir, section);
  const target = join(sectionDir, id);
  if (existsSync(target)) throw new ReleaseError(`The release ${id} of ${section} exists already`);
  // Copied aside first: a half-copied release is never under its final name.
  const partial = join(sectionDir, `.${id}.partial`);
  mkdirSync(sectionDir, { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  cpSync(buildDir, partial, { recursive: true });
  renameSync(partial, target);
  pointRemotesFile(paths, section, releaseEntryUrl(section, id));
  replaceFile(historyFile(paths, section), JSON.stringify([...releaseHistory(paths, section), id]));
  return id;
}

/** Makes the release before the live one live again; answers both ids. The files of both stay. */
export function rollBackRelease(paths: ReleasePaths, section: SectionKey): { from: string; to: string } {
  const history = releaseHistory(paths, section);
  if (history.length < 2) {
    throw new ReleaseError(history.length === 0 ? `${section} has no release to roll back` : `${section} has one release only: nothing to roll back to`);
  }
  const from = history[history.length - 1];
  const to = history[history.length - 2];
  pointRemotesFile(paths, section, releaseEntryUrl(section, to));
  replaceFile(historyFile(paths, section), JSON.stringify(history.slice(0, -1)));
  return { from, to };
}
