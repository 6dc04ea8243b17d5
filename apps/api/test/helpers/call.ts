import { buildPath, type CallDef } from '@shopdesk/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  /** The client address the app sees (rate limits are per IP). */
  ip?: string;
}

/** Calls one contract entry with `inject()`: its method and path, the bearer token when given. */
export function callApi(app: FastifyInstance, call: CallDef, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: call.method,
    url: buildPath(call.path, options.params),
    query: options.query,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}
