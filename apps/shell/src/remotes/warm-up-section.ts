import { allSections, ROUTES_MODULE, type Section } from '@shopdesk/sections';
import type { RemoteLoader } from './remote-loader';

/** The section whose routes render `path` (its mount path or below), if any. */
export const sectionAt = (path: string): Section | undefined =>
  allSections().find((section) => path === section.mountPath || path.startsWith(`${section.mountPath}/`));

/**
 * Starts loading the routes of the section the page opens on (its remoteEntry.js, then the
 * chunk of `./Routes`) at once, while the shell still checks the session: two round trips that
 * would otherwise wait for the session check. The section's own load then finds them loaded; a
 * failure here is left to it to show, with Retry.
 *
 * @example warmUpSectionAt(window.location.pathname, shellRemoteLoader)
 */
export function warmUpSectionAt(path: string, loader: Pick<RemoteLoader, 'load'>): void {
  const section = sectionAt(path);
  if (section) loader.load(section.key, ROUTES_MODULE).catch(() => undefined);
}
