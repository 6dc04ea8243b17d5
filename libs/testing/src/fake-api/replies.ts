import type { ErrorDetail } from '@shopdesk/api-client';
import { ERROR_CODES, type ErrorBody } from '@shopdesk/contracts';
import { STATUS_CODES } from 'node:http';

const REPLY = Symbol('fake API reply');

/**
 * An answer other than plain data: data with the API's `message`, an error, or no answer at all.
 * `D` is the call's data, so a handler cannot answer a message reply of another call's data.
 */
export type FakeReply<D = never> = { readonly [REPLY]: true } & (
  | { readonly kind: 'data'; readonly data: D; readonly message?: string; readonly headers?: Record<string, string> }
  | { readonly kind: 'error'; readonly status: number; readonly body: ErrorBody | undefined }
  | { readonly kind: 'no answer' }
);

// Data never carries the brand: it is JSON from a fixture or a handler.
export const isFakeReply = (value: unknown): value is FakeReply<unknown> =>
  typeof value === 'object' && value !== null && REPLY in value;

/**
 * A success answer with the API's `message` beside the data (what a toast may show).
 *
 * @example fakeApi.on(api.auth.forgotPassword, withMessage(null, 'We have sent a link'));
 */
export const withMessage = <D>(data: D, message: string): FakeReply<D> => ({ [REPLY]: true, kind: 'data', data, message });

/**
 * The answer of a call whose contract answers a file (text such as a CSV export), named by
 * Content-Disposition as the API names it.
 *
 * @example fakeApi.on(api.serviceCredentials.exportServiceCredentials, fileReply('User ID\r\n', 'falcon-vpn-credentials.csv'));
 */
export const fileReply = (text: string, fileName: string): FakeReply<string> => ({
  [REPLY]: true,
  kind: 'data',
  data: text,
  headers: { 'content-disposition': `attachment; filename="${fileName}"` },
});

/** The API's error body: `error` is the status's reason phrase, as Fastify writes it. */
export const errorBody = (status: number, message: string, details?: ErrorDetail[], code?: string): ErrorBody => ({
  statusCode: status,
  error: STATUS_CODES[status] ?? 'Error',
  message,
  ...(code ? { code } : {}),
  ...(details ? { details } : {}),
});

/**
 * An error answer in the API's shape; without a message, an answer with no body at all (what a
 * proxy's 502 looks like to the page).
 *
 * @example fakeApi.on(api.orders.cancelOrder, () => failure(409, 'Order is not pending'));
 */
export const failure = (status: number, message?: string, details?: ErrorDetail[]): FakeReply => ({
  [REPLY]: true,
  kind: 'error',
  status,
  body: message === undefined ? undefined : errorBody(status, message, details),
});

/**
 * The 403 of a call that needs a fresh proof of identity: the page asks for one and sends it again.
 *
 * @example fakeApi.on(api.employees.changeEmployeeLevel, (request) => (proven ? employee : reauthRequired()));
 */
export const reauthRequired = (): FakeReply => ({
  [REPLY]: true,
  kind: 'error',
  status: 403,
  body: errorBody(403, "Confirm it's you: this needs your password again", undefined, ERROR_CODES.reauthRequired),
});

/**
 * No answer at all: the network is down (the page sees status 0).
 *
 * @example fakeApi.on(api.orders.getSingleOrder, networkError());
 */
export const networkError = (): FakeReply => ({ [REPLY]: true, kind: 'no answer' });
