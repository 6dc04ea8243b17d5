import { LOGIN_PATH } from '@shopdesk/api-client';

export { LOGIN_PATH };

/** Everything under it needs a signed-in employee. */
export const MAIN_PATH = '/main';

export const DASHBOARD_PATH = `${MAIN_PATH}/dashboard`;

/** Auth screens that make no sense once signed in: a signed-in employee is sent on. */
export const SIGNED_OUT_ONLY_PATHS = [LOGIN_PATH, '/auth/forgotPassword', '/auth/emailVerification'] as const;
