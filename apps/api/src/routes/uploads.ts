import type { FastifyInstance } from 'fastify';

export async function uploadRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
