import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** @fastify/cors: only CORS_ORIGINS may call the API from another origin; no cookies are involved. */
async function crossOrigin(app: FastifyInstance, { origins }: { origins: string[] }) {
  await app.register(cors, { origin: origins.length ? origins : false, credentials: false });
}

export const corsPlugin = fp(crossOrigin, { name: 'cors', fastify: '5.x' });
