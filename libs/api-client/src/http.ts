import type { AxiosAdapter, AxiosInstance, AxiosStatic } from 'axios';

/**
 * axios is fetched with the first call, not with the page: a sign-in page has nothing to send
 * until the form is submitted, and axios is a fifth of the JavaScript the page would otherwise
 * load first (`warmUpHttp` fetches it as soon as an employee starts filling a form).
 */
let axiosModule: Promise<AxiosStatic> | undefined;
let instance: Promise<AxiosInstance> | undefined;
let created: AxiosInstance | undefined;
/** What a test put in place of the network (testing/transport.ts), kept for an instance created later. */
let transport: AxiosAdapter | undefined;

/** axios itself (its error checks), once fetched. */
export const loadAxios = (): Promise<AxiosStatic> =>
  (axiosModule ??= import(/* webpackChunkName: "on-demand-axios" */ 'axios').then((module) => module.default));

/** The one axios instance of the page (api-client is a Module Federation singleton). */
export function loadHttp(): Promise<AxiosInstance> {
  instance ??= loadAxios().then((axios) => {
    created = axios.create();
    if (transport) created.defaults.adapter = transport;
    return created;
  });
  return instance;
}

/** Starts fetching axios so the first call does not wait for it. */
export function warmUpHttp(): void {
  loadHttp().catch(() => undefined);
}

/** What an employee does first on a page that has made no call yet, such as the sign-in form. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Fetches axios at the page's first pointer press, key press or input (a password manager's fill),
 * so a form submitted then does not wait for it; returns what stops listening.
 */
export function warmUpHttpOnFirstInput(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = () => FIRST_INPUT.forEach((type) => target.removeEventListener(type, warmUp, true));
  const warmUp = () => {
    stop();
    warmUpHttp();
  };
  FIRST_INPUT.forEach((type) => target.addEventListener(type, warmUp, { capture: true, passive: true }));
  return stop;
}

/** Replaces the network under the instance, now or once it exists (tests only). */
export function setTransport(adapter: AxiosAdapter): void {
  transport = adapter;
  if (created) created.defaults.adapter = adapter;
}
