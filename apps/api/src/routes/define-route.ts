import type { CallBody, CallDef, CallParams, CallQuery, CallResponse } from '@shopdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.access === 'protected' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.querystring ? { querystring: call.querystring } : {}),
      ...(call.body && !multipart ? { body: call.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: call.response,
    },
    handler: async (req, reply) => {
      const employee = call.access === 'protected' ? requireEmployee(req) : null;
      const result = await handler({
        params: req.params as CallParams<C>,
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
