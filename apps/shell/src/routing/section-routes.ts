import { allSections, type Section } from '@shopdesk/sections';

/**
 * The route path of a section's subtree, relative to the route it is nested in.
 *
 * @example sectionRoutePath(SECTIONS.orders, '/main') // 'orders/*'
 */
export function sectionRoutePath(section: Section, parentPath: string): string {
  const prefix = parentPath === '/' ? '/' : `${parentPath}/`;
  if (!section.mountPath.startsWith(prefix)) {
    throw new Error(`The ${section.key} section is mounted at ${section.mountPath}, not under ${parentPath}`);
  }
  return `${section.mountPath.slice(prefix.length)}/*`;
}

/**
 * The sections mounted under `parentPath`, in registry order.
 *
 * @example sectionsUnder('/main') // orders, services, users
 */
export const sectionsUnder = (parentPath: string): Section[] =>
  allSections().filter((section) => section.mountPath.startsWith(`${parentPath}/`));
