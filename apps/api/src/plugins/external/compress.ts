import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../http/api-path';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** @fastify/compress's own rule (text, JSON, XML, octet-stream), never an event stream. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/;

/**
 * @fastify/compress on the API's answers (JSON, CSV) of 1 KB and more, brotli or gzip as the client
 * accepts, with `Vary: Accept-Encoding`. Only routes under /api: the web builds are compressed at
 * build time (web-static sends the copies), uploads are images. A route opts out with
 * `compress: false` in its options, as one streaming server-sent events must: compression would
 * buffer its events (and `text/event-stream` is never compressed anyway).
 */
async function compressAnswers(app: FastifyInstance) {
  // Added before @fastify/compress's own onRoute hook, which reads `compress` when a route is added.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiPath(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}

export const compressPlugin = fp(compressAnswers, { name: 'compress', fastify: '5.x' });
