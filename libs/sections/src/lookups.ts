import { type ExposedModule, SECTION_KEYS, type Section, type SectionKey, SECTIONS } from './sections';

/**
 * Whether `value` names a section (a key of `/remotes.json`).
 *
 * @example isSectionKey('orders') // true
 */
export const isSectionKey = (value: string): value is SectionKey => (SECTION_KEYS as readonly string[]).includes(value);

/**
 * Every section, in `SECTION_KEYS` order.
 *
 * @example allSections().map((section) => section.federationName)
 */
export const allSections = (): Section[] => SECTION_KEYS.map((key) => SECTIONS[key]);

/**
 * Whether the section's remote exposes `module`.
 *
 * @example exposesModule(SECTIONS.orders, './Summary') // true
 */
export const exposesModule = (section: Section, module: ExposedModule): boolean => section.exposes.includes(module);

/**
 * The sections whose remote exposes `module`, in `SECTION_KEYS` order.
 *
 * @example sectionsExposing('./Summary') // [SECTIONS.orders]
 */
export const sectionsExposing = (module: ExposedModule): Section[] =>
  allSections().filter((section) => exposesModule(section, module));

/**
 * The id the federation runtime's `loadRemote` takes for an exposed module.
 *
 * @example remoteModuleId(SECTIONS.orders, './Summary') // 'orders_mfe/Summary'
 */
export const remoteModuleId = (section: Section, module: ExposedModule): string =>
  `${section.federationName}/${module.slice('./'.length)}`;
