import type { FastifyInstance } from 'fastify';

export async function serviceCredentialRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
