import {
  api, buildPath, ERROR_CODES, type CallBody, type CallData, type CallDef, type CallParams, type CallQuery, type CallResponse,
} from '@shopdesk/contracts';
import { getToken } from '@shopdesk/session';
import type { TSchema } from '@sinclair/typebox';
import type { AxiosResponse } from 'axios';
import { toApiError } from './api-error';
import { apiBaseURL, navigateTo, TWO_FACTOR_SETUP_PATH } from './config';
import { fileNameOf } from './content-disposition';
import { loadAxios, loadHttp } from './http';
import { checkIdentity } from './identity-check';
import { levelRefused } from './level-refused';
import { sessionRefused } from './session-refused';

/** Upload progress of a multipart call, 0 to 100. */
export type UploadProgress = (percent: number) => void;

type ParamsOption<C extends CallDef> = C['params'] extends TSchema ? { params: CallParams<C> } : { params?: never };
type QueryOption<C extends CallDef> = C['querystring'] extends TSchema ? { query?: CallQuery<C> } : { query?: never };
type BodyOption<C extends CallDef> = C['body'] extends TSchema
  ? { body: C['files'] extends readonly string[] ? FormData : CallBody<C> }
  : { body?: never };

/** What a call needs, from its contract: params when its path has some, the body when it takes one. */
export type CallOptions<C extends CallDef> = ParamsOption<C> &
  QueryOption<C> &
  BodyOption<C> & { signal?: AbortSignal; onUploadProgress?: UploadProgress };

type OptionsArg<C extends CallDef> = object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

interface RawOptions {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: UploadProgress;
}

/**
 * Sends one contract call and answers axios' response. Protected calls carry the bearer token; a
 * 401 to the token still in use ends the session and goes to the login screen. A 403 that asks for
 * a proof of identity opens the "Confirm it's you" dialog and, once proven, sends the call again
 * (once); one that asks for a second factor first goes to its set-up screen.
 */
async function request<C extends CallDef, T>(call: C, options: RawOptions | undefined, responseType?: 'text', proven = false): Promise<AxiosResponse<T>> {
  // The storefront's calls take its storefront key, never an employee's session: the back-office does not make them.
  if (call.access === 'storefront') throw new Error(`${call.method} ${call.path} is a storefront call: the back-office does not make it`);
  const { params, query, body, signal, onUploadProgress } = options ?? {};
  const token = call.access === 'protected' ? getToken() : null;
  const [axios, http] = await Promise.all([loadAxios(), loadHttp()]);
  try {
    return await http.request<T>({
      baseURL: apiBaseURL(),
      method: call.method,
      url: buildPath(call.path, params),
      params: query,
      data: body,
      signal,
      responseType,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      onUploadProgress: onUploadProgress
        ? ({ loaded, total }) => {
            if (total) onUploadProgress(Math.min(100, Math.round((loaded / total) * 100)));
          }
        : undefined,
    });
  } catch (error) {
    const apiError = toApiError(error, axios);
    if (apiError.status === 401 && call.access === 'protected') sessionRefused(token);
    if (apiError.status === 403 && call.access === 'protected') {
      const code = apiError.body?.code;
      if (code === ERROR_CODES.reauthRequired) {
        if (!proven && (await checkIdentity())) return request<C, T>(call, options, responseType, true);
      } else if (code === ERROR_CODES.enrolmentRequired) navigateTo(TWO_FACTOR_SETUP_PATH);
      else levelRefused(token, whoAmI);
    }
    throw apiError;
  }
}

/** The signed-in employee as the server sees it now (a 403's re-check). */
const whoAmI = async () => (await sendCall(api.employees.getMe)).data;

/**
 * Sends one contract call and answers its whole success body. Protected calls carry the bearer
 * token; a 401 to the token still in use ends the session and goes to the login screen.
 */
export async function sendCall<C extends CallDef>(call: C, ...[options]: OptionsArg<C>): Promise<CallResponse<C>> {
  return (await request<C, CallResponse<C>>(call, options as RawOptions | undefined)).data;
}

/** A file a call answers (a CSV export): its text and the name the server gave it. */
export interface CallFile {
  text: string;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

/**
 * Sends a call whose contract answers text (e.g. `text/csv`) and answers the text as received
 * with the file's name, as `sendCall` does otherwise (token, 401, errors as ApiError).
 *
 * @example const { text, fileName } = await fetchCallFile(api.serviceCredentials.exportServiceCredentials, { params: { id } });
 */
export async function fetchCallFile<C extends CallDef>(call: C, ...[options]: OptionsArg<C>): Promise<CallFile> {
  const response = await request<C, string>(call, options as RawOptions | undefined, 'text');
  const disposition = response.headers['content-disposition'];
  return { text: response.data, fileName: typeof disposition === 'string' ? fileNameOf(disposition) : null };
}

/** Sends one contract call and answers the `data` of its success body. */
export async function callApi<C extends CallDef>(call: C, ...options: OptionsArg<C>): Promise<CallData<C>> {
  const answer = (await sendCall(call, ...options)) as { data: CallData<C> };
  return answer.data;
}
