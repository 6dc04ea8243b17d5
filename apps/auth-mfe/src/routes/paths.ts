import { LOGIN_PATH } from '@shopdesk/api-client';

// Where the auth screens send people. The shell mounts this section at /auth (docs/product.md#routes).
export const AUTH_PATHS = {
  login: LOGIN_PATH,
  forgotPassword: '/auth/forgotPassword',
} as const;

/** Where a signed-in employee lands. */
export const DASHBOARD_PATH = '/main/dashboard';
