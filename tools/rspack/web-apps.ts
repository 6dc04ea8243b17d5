/**
 * The five web apps of the product, in one place: the build configs, the dev servers and the
 * shell's dev `/remotes.json` all read their names and ports from here.
 */
export interface WebApp {
  /** Nx project name and folder under apps/. */
  project: string;
  /** Module Federation container name: a JS identifier, used as the global of remoteEntry.js. */
  federationName: string;
  /** Title of the app's own index.html. */
  title: string;
  devPort: number;
}

export interface RemoteApp extends WebApp {
  /** Key in `/remotes.json` and the folder under `/mfe/` in production. */
  key: RemoteKey;
}

export type RemoteKey = 'auth' | 'orders' | 'services' | 'users';

export const SHELL: WebApp = { project: 'shell', federationName: 'shell', title: 'Shopdesk', devPort: 4200 };

export const REMOTES: Record<RemoteKey, RemoteApp> = {
  auth: { key: 'auth', project: 'auth-mfe', federationName: 'auth_mfe', title: 'Shopdesk Auth', devPort: 4201 },
  orders: { key: 'orders', project: 'orders-mfe', federationName: 'orders_mfe', title: 'Shopdesk Orders', devPort: 4202 },
  services: { key: 'services', project: 'services-mfe', federationName: 'services_mfe', title: 'Shopdesk Services', devPort: 4203 },
  users: { key: 'users', project: 'users-mfe', federationName: 'users_mfe', title: 'Shopdesk Users', devPort: 4204 },
};

/** The file a remote's build publishes for the shell to load (its container). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Where the API the dev servers proxy to runs (`npm run dev` starts it on this port). */
export const DEV_API_ORIGIN = 'http://localhost:3000';

export const devOrigin = (app: WebApp) => `http://localhost:${app.devPort}`;

/** The `/remotes.json` the shell's dev server answers: every remote on its own dev server. */
export function devRemotesJson(): Record<RemoteKey, string> {
  const entries = Object.values(REMOTES).map((remote) => [remote.key, `${devOrigin(remote)}/${REMOTE_ENTRY_FILE}`]);
  return Object.fromEntries(entries) as Record<RemoteKey, string>;
}
