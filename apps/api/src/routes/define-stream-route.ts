import type { CallDef, CallResponse } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { defineRoute, type CallRequest } from './define-route';

/**
 * Registers a call whose answer is a stream (server-sent events) through defineRoute, so it is
 * authenticated, documented and marked no-store exactly like every other call, and typed with its
 * media type. Fastify pipes the returned stream to the client and runs the route's hooks as for any
 * answer; the stream's own end is the end of the answer.
 *
 * @example defineStreamRoute(app, api.orders.streamOrderEvents, async ({ employee }) => openStream(employee));
 */
export function defineStreamRoute<C extends CallDef>(app: FastifyInstance, call: C, open: (request: CallRequest<C>) => Promise<Readable>): void {
  // The contract describes the answer's bytes (a string of that media type); the handler gives them as a stream.
  defineRoute(app, call, async (request) => (await open(request)) as unknown as CallResponse<C>);
}
