import type { FastifyInstance } from 'fastify';

export async function employeeRoutes(_app: FastifyInstance) {
  // placeholder: being written
}
