export { LOGIN_PATH } from '@shopdesk/api-client';

/** Everything under it needs a signed-in employee. */
export const MAIN_PATH = '/main';

export const DASHBOARD_PATH = `${MAIN_PATH}/dashboard`;
