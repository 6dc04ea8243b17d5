import type { FastifyInstance } from 'fastify';

export async function authSessionRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
