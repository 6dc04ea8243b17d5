import { allSections } from '@shopdesk/sections';
import { DASHBOARD_PATH, MAIN_PATH } from './paths';

/** The lower-case paths whose letter case is ours to settle: the dashboard and each section's mount path. */
const MOUNTS = [DASHBOARD_PATH, ...allSections().map((section) => section.mountPath)];

/** A section's landing page, for a visit to the section itself. */
const LANDINGS = new Map(
  allSections().flatMap((section) => (section.dashboardPath ? [[section.mountPath, section.dashboardPath] as const] : [])),
);

/**
 * Where the address bar should settle for `pathname`, or null when it already has. Routes match
 * whatever the letter case (the sidebar links are /main/Orders), but the address shown, shared and
 * kept in history is the lower-case mount path, with the rest of the path left to the section;
 * a section itself goes straight to its landing page, in one step.
 *
 * @example canonicalPath('/main/Orders') // '/main/orders/dashboard'
 * @example canonicalPath('/main/ORDERS/orderByStatus') // '/main/orders/orderByStatus'
 * @example canonicalPath('/main/orders/orderByStatus') // null
 */
export function canonicalPath(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  const trimmed = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  if (trimmed === MAIN_PATH && pathname !== MAIN_PATH) return DASHBOARD_PATH;
  const mount = MOUNTS.find((path) => trimmed === path || lower.startsWith(`${path}/`));
  if (!mount) return null;
  const landing = LANDINGS.get(mount);
  if (trimmed === mount && landing) return landing;
  const canonical = `${mount}${pathname.slice(mount.length)}`;
  return canonical === pathname ? null : canonical;
}
