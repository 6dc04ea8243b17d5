/**
 * The suite's tags: each test carries the section it exercises (`@auth`, `@orders`, `@services`,
 * `@users`, `@shell`), and `@smoke` marks a quick pass over the whole product (sign in, each
 * section's list opens). CI's affected run (tools/scripts/e2e-affected.mjs) takes the sections a
 * change touches plus `@smoke`; `npm test` and .ci/run run every test.
 */

/** The section that renders an address: its remote's, or the shell's (the dashboard, unknown addresses). */
export function sectionTag(path: string): string {
  const [, root, section] = path.split(/[/?]/);
  if (root === 'auth') return '@auth';
  if (root === 'main' && ['orders', 'services', 'users'].includes(section)) return `@${section}`;
  return '@shell';
}

/** The dashboard and one list of each section: opened from their address, they are the smoke test. */
const SMOKE_ROUTES = ['/main/dashboard', '/main/orders/orderByStatus?status=pending', '/main/services/service?type=vpn', '/main/users/employees/allEmployees'];

/** A route's tags: its section, and `@smoke` for the smoke test's routes. */
export const routeTags = (route: string) => [sectionTag(route), ...(SMOKE_ROUTES.includes(route) ? ['@smoke'] : [])];
