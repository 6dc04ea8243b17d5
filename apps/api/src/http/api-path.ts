import { API_BASE } from '@shopdesk/contracts';

/** Whether a request's URL is the API's (its calls, its event stream) rather than the web app's or an upload. */
export const isApiPath = (url: string | undefined): boolean => url === API_BASE || url?.startsWith(`${API_BASE}/`) === true;
