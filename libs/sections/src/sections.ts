/**
 * The sections of the product, each served by one remote, defined once. The build configuration
 * (tools/rspack), the shell (route table, remote loader, `/remotes.json` checks, dashboard), each
 * remote's standalone page and the API's static serving all read them from here. Pure data: this
 * file runs in the browser, in Node and in the build, so it imports nothing.
 */

/** A section's key: its name in `/remotes.json` and its folder under `/mfe/` in production. */
export type SectionKey = 'auth' | 'orders' | 'services' | 'users';

/** In the order `/remotes.json` lists them. */
export const SECTION_KEYS = ['auth', 'orders', 'services', 'users'] as const satisfies readonly SectionKey[];

/**
 * What a remote can expose: `./Routes`, its route tree (every remote), and `./Summary`, a small
 * widget the shell's dashboard shows. Each has a default export component.
 */
export type ExposedModule = './Routes' | './Summary';

export const ROUTES_MODULE = './Routes' satisfies ExposedModule;
export const SUMMARY_MODULE = './Summary' satisfies ExposedModule;

export interface Section {
  key: SectionKey;
  /** Nx project name and folder under `apps/` (also its build folder under `dist/apps/`). */
  project: string;
  /** Module Federation container name: a JS identifier, the global remoteEntry.js defines. */
  federationName: string;
  /** The name users read: 'The Orders section is unavailable'. */
  title: string;
  /** Where the shell mounts the section's routes (and its standalone page runs them). */
  mountPath: string;
  /** The section's landing page, where it has one. */
  dashboardPath?: string;
  /** Port of the remote's own dev server. */
  devPort: number;
  /** The modules its remoteEntry.js exposes. */
  exposes: readonly ExposedModule[];
}

export const SECTIONS: Readonly<Record<SectionKey, Section>> = {
  auth: {
    key: 'auth',
    project: 'auth-mfe',
    federationName: 'auth_mfe',
    title: 'Sign-in',
    mountPath: '/auth',
    devPort: 4201,
    exposes: [ROUTES_MODULE],
  },
  orders: {
    key: 'orders',
    project: 'orders-mfe',
    federationName: 'orders_mfe',
    title: 'Orders',
    mountPath: '/main/orders',
    dashboardPath: '/main/orders/dashboard',
    devPort: 4202,
    exposes: [ROUTES_MODULE, SUMMARY_MODULE],
  },
  services: {
    key: 'services',
    project: 'services-mfe',
    federationName: 'services_mfe',
    title: 'Services',
    mountPath: '/main/services',
    dashboardPath: '/main/services/dashboard',
    devPort: 4203,
    exposes: [ROUTES_MODULE, SUMMARY_MODULE],
  },
  users: {
    key: 'users',
    project: 'users-mfe',
    federationName: 'users_mfe',
    title: 'Users',
    mountPath: '/main/users',
    dashboardPath: '/main/users/dashboard',
    devPort: 4204,
    exposes: [ROUTES_MODULE, SUMMARY_MODULE],
  },
};
