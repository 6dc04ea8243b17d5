export const LOGIN_PATH = '/auth/login';
/** Where an employee the shop requires a second factor of sets one up (auth section). */
export const TWO_FACTOR_SETUP_PATH = '/auth/twoFactor';

export interface ApiClientConfig {
  /** Prefix of every call path: '' (default) is the page's own origin; e.g. 'https://api.example.com'. */
  baseURL?: string;
  /** The router's navigate, so a 401 goes to the login screen without a page reload; null removes it. */
  navigate?: ((path: string) => void) | null;
}

let navigate: ((path: string) => void) | null = null;
let baseURL = '';

/** What every call's path is prefixed with ('' is the page's own origin). */
export const apiBaseURL = (): string => baseURL;

/** Sets only the options given; call it again to change one (the shell registers `navigate` once its router exists). */
export function configureApiClient(config: ApiClientConfig): void {
  if (config.baseURL !== undefined) {
    if (typeof config.baseURL !== 'string') throw new TypeError('configureApiClient: baseURL must be a string');
    baseURL = config.baseURL;
  }
  if (config.navigate !== undefined) {
    if (config.navigate !== null && typeof config.navigate !== 'function') {
      throw new TypeError('configureApiClient: navigate must be a function or null');
    }
    navigate = config.navigate;
  }
}

/** Goes to `path`: through the router when one is registered, else by loading the page. */
export function navigateTo(path: string): void {
  if (navigate) navigate(path);
  else window.location.assign(path);
}

/** Goes to the login screen. */
export const navigateToLogin = (): void => navigateTo(LOGIN_PATH);
