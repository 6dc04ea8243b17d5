import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http';

export interface Reply {
  status: number;
  body?: unknown;
}

export interface SeenRequest {
  method: string;
  /** The URL as sent: base URL, path and query string. */
  url: string;
  headers: AxiosHeaders;
  /** The body as the adapter receives it: JSON text, or the FormData itself. */
  data: unknown;
  signal: AbortSignal | undefined;
  config: InternalAxiosRequestConfig;
}

function whenAborted(signal: InternalAxiosRequestConfig['signal'], config: InternalAxiosRequestConfig): Promise<never> {
  return new Promise((_resolve, reject) => {
    const cancel = () => reject(new CanceledError(undefined, config));
    if (signal?.aborted) cancel();
    else signal?.addEventListener?.('abort', cancel);
  });
}

/**
 * Replaces only the transport under the real axios instance: requests go through every
 * interceptor and transform as in the browser, and `handler` answers them like a server
 * (aborts honoured the way axios' own adapters honour them).
 */
export function mockServer(handler: (request: SeenRequest) => Reply | Promise<Reply>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  http.defaults.adapter = async (config) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: config.headers,
      data: config.data,
      signal: config.signal as AbortSignal | undefined,
      config,
    };
    seen.push(request);
    const reply = await Promise.race([Promise.resolve(handler(request)), whenAborted(config.signal, config)]);
    const response: AxiosResponse = {
      data: reply.body === undefined ? '' : JSON.stringify(reply.body),
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (config.validateStatus ? config.validateStatus(reply.status) : true) return response;
    const code = reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
  return seen;
}

/** An answer in the API's success envelope. */
export const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });

/** An answer in the API's error shape. */
export const failure = (statusCode: number, message: string, details?: { path: string; message: string }[]): Reply => ({
  status: statusCode,
  body: { statusCode, error: 'Error', message, ...(details ? { details } : {}) },
});

/** A network failure: no answer at all. */
export function networkDown(): void {
  http.defaults.adapter = async (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  };
}
