import type { FastifyInstance } from 'fastify';

export async function serviceSetupGuideRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
