import type { CallBody, CallDef, CallParams, CallQuery, CallResponse } from '@shopdesk/contracts';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { requireEmployee } from '../plugins/app/authentication';
import type { RequestEmployee } from '../types';

export interface CallRequest<C extends CallDef> {
  params: CallParams<C>;
  query: CallQuery<C>;
  /** JSON calls only; multipart handlers read `raw.parts()` themselves. */
  body: CallBody<C>;
  /** The signed-in employee (protected calls only; public calls see null). */
  employee: C['access'] extends 'protected' ? RequestEmployee : null;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (request: CallRequest<C>) => Promise<CallResponse<C>>;

const PROTECTED = Symbol.for('shopdesk.protectedScope');

/** Marks the encapsulated scope that authenticates every request (see plugins/app/authentication). */
export function markProtectedScope(app: FastifyInstance): void {
  (app as unknown as Record<symbol, boolean>)[PROTECTED] = true;
}

/** A call without a query schema takes no query fields: unknown ones are refused, never ignored. */
const NO_QUERY = Type.Object({}, { additionalProperties: false });

/**
 * The path params that are UUIDs. They are lower-cased once here, so an id from the path compares
 * equal to the same id read from the database (Postgres prints UUIDs lower-case).
 */
function uuidParamNames(call: CallDef): string[] {
  const properties = (call.params as TObject | undefined)?.properties ?? {};
  return Object.entries(properties).filter(([, schema]) => schema.format === 'uuid').map(([name]) => name);
}

function lowerCaseIds(params: unknown, names: string[]): unknown {
  if (names.length === 0) return params;
  const copy = { ...(params as Record<string, unknown>) };
  for (const name of names) if (typeof copy[name] === 'string') copy[name] = (copy[name] as string).toLowerCase();
  return copy;
}

/** Nothing, an empty text or `{}`: what a client may send to a call that takes no body. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * The OpenAPI request body of a multipart call: its text fields plus each file field as binary.
 * Only the document gets it; the fields are validated after parsing (uploads/upload-form).
 */
function multipartBodyDoc(call: CallDef): TSchema {
  const fields = (call.body as TObject | undefined)?.properties ?? {};
  const files = Object.fromEntries((call.files ?? []).map((name) => [name, Type.Optional(Type.String({ format: 'binary' }))]));
  return Type.Object({ ...fields, ...files });
}

/**
 * Registers a route straight from its contract entry: method, path, schemas, OpenAPI data.
 * A protected call must be registered inside the protected scope; a mistake fails at start-up.
 */
export function defineRoute<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  const inProtectedScope = Boolean((app as unknown as Record<symbol, boolean>)[PROTECTED]);
  if ((call.access === 'protected') !== inProtectedScope) {
    throw new Error(`${call.method} ${call.path} is ${call.access} but registered in the ${inProtectedScope ? 'protected' : 'public'} scope`);
  }
  const multipart = Boolean(call.files);
  const uuidParams = uuidParamNames(call);
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.access === 'protected' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      querystring: call.querystring ?? NO_QUERY,
      ...(call.body && !multipart ? { body: call.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: call.response,
    },
    ...(multipart
      ? { config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: multipartBodyDoc(call) }, url }) } }
      : {}),
    handler: async (req, reply) => {
      const employee = call.access === 'protected' ? requireEmployee(req) : null;
      if (!call.body && !isEmptyBody(req.body)) {
        throw badRequest('Invalid body: this call takes no body', [{ path: '(root)', message: 'is not allowed' }]);
      }
      const result = await handler({
        params: lowerCaseIds(req.params, uuidParams) as CallParams<C>,
        query: req.query as CallQuery<C>,
        body: req.body as CallBody<C>,
        employee: employee as CallRequest<C>['employee'],
        raw: req,
        reply,
      });
      reply.code(call.successStatus);
      return result;
    },
  });
}
