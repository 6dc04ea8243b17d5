import type { FastifyInstance } from 'fastify';

export async function serviceRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
