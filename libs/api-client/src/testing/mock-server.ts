import { replaceTransport, type TransportReply, type TransportRequest } from './transport';

export type Reply = TransportReply;
export type SeenRequest = TransportRequest;

/**
 * Answers every request of api-client with `handler`, for api-client's own tests of the HTTP
 * layer (headers, bodies, aborts); answers the requests seen, oldest first. Tests of screens use
 * the contract-level fake API of `@shopdesk/testing`, which sits on the same transport.
 */
export function mockServer(handler: (request: SeenRequest) => Reply | Promise<Reply>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  replaceTransport((request) => {
    seen.push(request);
    return handler(request);
  });
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
  replaceTransport(() => ({ status: 0 }));
}
