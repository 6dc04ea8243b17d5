import { LOGIN_PATH, TWO_FACTOR_SETUP_PATH } from '@shopdesk/api-client';

export { LOGIN_PATH, TWO_FACTOR_SETUP_PATH };

/** Everything under it needs a signed-in employee. */
export const MAIN_PATH = '/main';

export const DASHBOARD_PATH = `${MAIN_PATH}/dashboard`;

/** The signed-in employee's profile (the sidebar's profile block links to it). */
export const PROFILE_PATH = `${MAIN_PATH}/profile`;
/** Where the profile page is: the Users section serves it. */
export const PROFILE_PAGE_PATH = `${MAIN_PATH}/users/profile`;

/** Auth screens that make no sense once signed in: a signed-in employee is sent on. */
export const SIGNED_OUT_ONLY_PATHS = [LOGIN_PATH, '/auth/forgotPassword', '/auth/emailVerification'] as const;
