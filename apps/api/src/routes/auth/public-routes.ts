import type { FastifyInstance } from 'fastify';

export async function authPublicRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
