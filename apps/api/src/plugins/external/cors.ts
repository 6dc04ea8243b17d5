import cors from '@fastify/cors';
import { allCalls } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every method the contract uses: the plugin's default (GET, HEAD, POST) would fail the preflight
 * of every PATCH call from an allowed origin.
 */
export const CROSS_ORIGIN_METHODS = [...new Set(['HEAD', ...allCalls.map((call) => call.method)])].sort();

/**
 * @fastify/cors: only CORS_ORIGINS may call the API from another origin; no cookies are involved.
 * Such a page may read Content-Disposition: the name of a file the API answers (a CSV export).
 */
async function crossOrigin(app: FastifyInstance, { origins }: { origins: string[] }) {
  await app.register(cors, {
    origin: origins.length ? origins : false,
    methods: CROSS_ORIGIN_METHODS,
    credentials: false,
    exposedHeaders: ['Content-Disposition'],
  });
}

export const corsPlugin = fp(crossOrigin, { name: 'cors', fastify: '5.x' });
