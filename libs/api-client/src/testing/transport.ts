import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { setTransport } from '../http';

/** One request as it leaves the page, after every interceptor and transform. */
export interface TransportRequest {
  method: string;
  /** The URL as sent: base URL, path and query string. */
  url: string;
  headers: AxiosHeaders;
  /** The body as the adapter receives it: JSON text, the FormData itself, or undefined. */
  data: unknown;
  signal: AbortSignal | undefined;
  config: InternalAxiosRequestConfig;
}

/** What the server answers; status 0 is no answer at all (offline, connection refused). */
export interface TransportReply {
  status: number;
  /** JSON, or the text itself under a `content-type` header that is not JSON (a CSV file). */
  body?: unknown;
  /** Response headers by lower-case name; `content-type` defaults to JSON. */
  headers?: Record<string, string>;
}

const isJson = (contentType: string) => /json/i.test(contentType);

export type TransportAnswer = (request: TransportRequest) => TransportReply | Promise<TransportReply>;

function whenAborted(config: InternalAxiosRequestConfig): Promise<never> {
  const signal = config.signal as AbortSignal | undefined;
  return new Promise((_resolve, reject) => {
    const cancel = () => reject(new CanceledError(undefined, config));
    if (signal?.aborted) cancel();
    else signal?.addEventListener?.('abort', cancel);
  });
}

function settle(reply: TransportReply, config: InternalAxiosRequestConfig): AxiosResponse {
  if (reply.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
  const headers = { 'content-type': 'application/json', ...reply.headers };
  const asText = typeof reply.body === 'string' && !isJson(headers['content-type']);
  const response: AxiosResponse = {
    data: reply.body === undefined ? '' : asText ? reply.body : JSON.stringify(reply.body),
    status: reply.status,
    statusText: String(reply.status),
    headers: new AxiosHeaders(headers),
    config,
    request: {},
  };
  if (config.validateStatus ? config.validateStatus(reply.status) : true) return response;
  const code = reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
  throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
}

/**
 * Replaces only the transport under api-client's one axios instance: requests go through every
 * interceptor and transform as in the browser, and `answer` replies like a server would (an
 * abort rejects the request the way axios' own adapters do, whether or not `answer` ever settles).
 *
 * @example replaceTransport(() => ({ status: 200, body: { data: null } }));
 */
export function replaceTransport(answer: TransportAnswer): void {
  const adapter: AxiosAdapter = async (config) => {
    const request: TransportRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: config.headers,
      data: config.data,
      signal: config.signal as AbortSignal | undefined,
      config,
    };
    const reply = await Promise.race([Promise.resolve(answer(request)), whenAborted(config)]);
    return settle(reply, config);
  };
  setTransport(adapter);
}
