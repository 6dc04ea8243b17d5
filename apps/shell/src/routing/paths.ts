export { LOGIN_PATH } from '@shopdesk/api-client';

export const DASHBOARD_PATH = '/main/dashboard';
