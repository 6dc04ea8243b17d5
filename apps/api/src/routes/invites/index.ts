import type { FastifyInstance } from 'fastify';

export async function inviteRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
