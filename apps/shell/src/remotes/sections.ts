/** The four sections the shell loads from remotes, by their key in `/remotes.json`. */
export const REMOTE_KEYS = ['auth', 'orders', 'services', 'users'] as const;

export type RemoteKey = (typeof REMOTE_KEYS)[number];

/** Section names as the user reads them ('The Orders section is unavailable'). */
export const SECTION_TITLES: Record<RemoteKey, string> = {
  auth: 'Sign-in',
  orders: 'Orders',
  services: 'Services',
  users: 'Users',
};

/** The remote's Module Federation container name (tools/rspack/web-apps.ts builds it so). */
export const federationName = (key: RemoteKey) => `${key}_mfe`;

export const isRemoteKey = (value: string): value is RemoteKey => (REMOTE_KEYS as readonly string[]).includes(value);
