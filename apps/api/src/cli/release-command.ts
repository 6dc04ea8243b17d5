import { SECTIONS } from '@shopdesk/sections';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { publishRelease, releaseEntryUrl, releaseHistory, ReleaseError, rollBackRelease, sectionOf } from '../releases/releases';
import type { Output } from './output';

export const RELEASE_USAGE = `Usage: npm run release -- <command> <section>
  publish <section>    copy the section's production build (WEB_DIST_DIR/<section>-mfe) as a new
                       release under RELEASES_DIR and point the remotes file (REMOTES_FILE) at it
  rollback <section>   point the remotes file at the release before the live one
  list <section>       the section's releases, the live one marked
Sections: ${Object.keys(SECTIONS).join(', ')}. The running server follows the remotes file at once.`;

/** `npm run release`: answers the exit code (0 done, 1 refused with a message, 2 usage). */
export async function runReleaseCommand(args: readonly string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  const [command, name, ...extra] = args;
  if (!['publish', 'rollback', 'list'].includes(command ?? '') || name === undefined || extra.length > 0) {
    out.error(RELEASE_USAGE);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const paths = { releasesDir: config.releasesDir, remotesFile: config.remotesFile };
    const section = sectionOf(name);
    if (command === 'publish') {
      const id = publishRelease(paths, section, join(config.webDistDir, SECTIONS[section].project));
      out.log(`Published ${section} release ${id}; the remotes file now points at ${releaseEntryUrl(section, id)}.`);
    } else if (command === 'rollback') {
      const { from, to } = rollBackRelease(paths, section);
      out.log(`Rolled ${section} back from ${from} to ${to}; the remotes file now points at ${releaseEntryUrl(section, to)}.`);
    } else {
      const history = releaseHistory(paths, section);
      out.log(history.length === 0 ? `${section} has no releases yet.` : history.map((id, n) => `${id}${n === history.length - 1 ? '  (live)' : ''}`).join('\n'));
    }
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError || error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
