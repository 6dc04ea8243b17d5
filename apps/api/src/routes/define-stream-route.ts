import type { CallDef, CallResponse } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { methodNotAllowed } from '../errors';
import { defineRoute, type CallRequest } from './define-route';

/**
 * Registers a call whose answer is a stream (server-sent events) through defineRoute, so it is
 * authenticated, documented and marked no-store exactly like every other call, and typed with its
 * media type. Fastify pipes the returned stream to the client and runs the route's hooks as for any
 * answer; the stream's own end is the end of the answer. HEAD is authenticated like GET, then refused.
 *
 * @example defineStreamRoute(app, api.orders.streamOrderEvents, async ({ employee }) => openStream(employee));
 */
export function defineStreamRoute<C extends CallDef>(app: FastifyInstance, call: C, open: (request: CallRequest<C>) => Promise<Readable>): void {
  defineRoute(app, call, async (request) => {
    // Fastify answers HEAD with the GET handler and drops the body, but a stream never ends: each
    // HEAD would hold a stream (and a slot of the session's few) until the session ended.
    if (request.raw.method === 'HEAD') throw methodNotAllowed(call.method, `This call is a stream: use ${call.method}`);
    // The contract describes the answer's bytes (a string of that media type); the handler gives them as a stream.
    return (await open(request)) as unknown as CallResponse<C>;
  });
}
