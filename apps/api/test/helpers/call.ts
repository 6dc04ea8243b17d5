import { buildPath, type CallDef, type CallParams } from '@shopdesk/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { multipart, type FieldPairs, type FilePart } from './multipart';

/** Who calls: an employee's session (its bearer token goes in the Authorization header), or nobody. */
export type Caller = { token: string } | null;

export interface CallInput<C extends CallDef> {
  params?: CallParams<C>;
  /** Query fields as a browser sends them (text); numbers and booleans are written out. */
  query?: Record<string, string | number | boolean>;
  /** The JSON body. Not typed by the contract on purpose: tests also send what it refuses. */
  body?: unknown;
  /** A multipart call's form: its text fields in order, then its files. */
  form?: { fields: FieldPairs; files?: FilePart[] };
  headers?: Record<string, string>;
  /** The client address the app sees (rate limits and the audit log are per IP). */
  ip?: string;
}

/** Any request, as `caller`: the escape hatch for what a contract call cannot express. */
export function injectAs(app: FastifyInstance, caller: Caller, options: InjectOptions): Promise<LightMyRequestResponse> {
  const authorization = caller ? { authorization: `Bearer ${caller.token}` } : {};
  return app.inject({ ...options, headers: { ...options.headers, ...authorization } });
}

/**
 * Calls one contract entry with `inject()`: its method and its path with `params` filled in.
 *
 * @example await callAs(app, employee, api.orders.getSingleOrder, { params: { id } });
 */
export function callAs<C extends CallDef>(
  app: FastifyInstance,
  caller: Caller,
  call: C,
  input: CallInput<C> = {},
): Promise<LightMyRequestResponse> {
  const form = input.form && multipart(input.form.fields, input.form.files);
  const query = input.query && Object.fromEntries(Object.entries(input.query).map(([name, value]) => [name, String(value)]));
  return injectAs(app, caller, {
    method: call.method,
    url: buildPath(call.path, input.params as Record<string, string> | undefined),
    ...(query ? { query } : {}),
    ...(form ? { payload: form.payload } : input.body === undefined ? {} : { payload: input.body as InjectOptions['payload'] }),
    headers: { ...form?.headers, ...input.headers },
    ...(input.ip ? { remoteAddress: input.ip } : {}),
  });
}
