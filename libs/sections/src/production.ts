import { SECTION_KEYS, type Section, type SectionKey, SECTIONS } from './sections';

/** The file each remote's build publishes for the shell to load: its federation container. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Beside a remote's entry: the shared libs' versions it was built against, which the shell checks before loading it. */
export const SHARED_LIBS_FILE = 'shared-libs.json';

/**
 * Where the API serves a remote's production build (its `dist/apps/<project>` folder).
 *
 * @example productionFolder(SECTIONS.orders) // '/mfe/orders/'
 */
export const productionFolder = (section: Section): string => `/mfe/${section.key}/`;

/**
 * The URL of a remote's container when the API serves its build.
 *
 * @example productionEntryUrl(SECTIONS.orders) // '/mfe/orders/remoteEntry.js'
 */
export const productionEntryUrl = (section: Section): string => `${productionFolder(section)}${REMOTE_ENTRY_FILE}`;

/**
 * The `/remotes.json` of the builds served beside the API: every section at its production folder.
 *
 * @example productionRemotesJson().orders // '/mfe/orders/remoteEntry.js'
 */
export function productionRemotesJson(): Record<SectionKey, string> {
  return Object.fromEntries(SECTION_KEYS.map((key) => [key, productionEntryUrl(SECTIONS[key])])) as Record<SectionKey, string>;
}
