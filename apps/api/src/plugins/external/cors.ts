import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * @fastify/cors: only CORS_ORIGINS may call the API from another origin; no cookies are involved.
 * Such a page may read Content-Disposition: the name of a file the API answers (a CSV export).
 */
async function crossOrigin(app: FastifyInstance, { origins }: { origins: string[] }) {
  await app.register(cors, { origin: origins.length ? origins : false, credentials: false, exposedHeaders: ['Content-Disposition'] });
}

export const corsPlugin = fp(crossOrigin, { name: 'cors', fastify: '5.x' });
