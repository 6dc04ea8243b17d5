import type { AxiosAdapter, AxiosInstance, AxiosStatic } from 'axios';

/**
 * axios is fetched with the first call, not with the page: a sign-in page has nothing to send
 * until the form is submitted, and axios is a fifth of the JavaScript the page would otherwise
 * load first (`warmUpHttp`: the shell fetches it as soon as an employee starts on a form).
 */
let axiosModule: Promise<AxiosStatic> | undefined;
let instance: Promise<AxiosInstance> | undefined;
let created: AxiosInstance | undefined;
/** What a test put in place of the network (testing/transport.ts), kept for an instance created later. */
let transport: AxiosAdapter | undefined;

/** axios itself (its error checks), once fetched; a failed fetch (offline) is tried again by the next call. */
export function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import(/* webpackChunkName: "on-demand-axios" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      axiosModule = undefined;
      throw error;
    },
  );
  return axiosModule;
}

/** The one axios instance of the page (api-client is a Module Federation singleton). */
export function loadHttp(): Promise<AxiosInstance> {
  instance ??= loadAxios().then(
    (axios) => {
      created = axios.create();
      if (transport) created.defaults.adapter = transport;
      return created;
    },
    (error: unknown) => {
      instance = undefined;
      throw error;
    },
  );
  return instance;
}

/** Starts fetching axios so the first call does not wait for it (the shell: at the page's first input). */
export function warmUpHttp(): void {
  loadHttp().catch(() => undefined);
}

/** Replaces the network under the instance, now or once it exists (tests only). */
export function setTransport(adapter: AxiosAdapter): void {
  transport = adapter;
  if (created) created.defaults.adapter = adapter;
}
