import { UPLOADS_BASE } from '@shopdesk/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Public: uploaded images by their server-generated key. A key never changes content, so the
 * answer is cacheable forever; the type is the one detected from the bytes at upload.
 */
export async function uploadRoutes(app: FastifyInstance) {
  app.get(
    `${UPLOADS_BASE}:key`,
    {
      schema: {
        summary: 'An uploaded image (png or jpeg)',
        tags: ['uploads'],
        params: Type.Object({ key: Type.String() }, { additionalProperties: false }),
      },
    },
    async (req, reply) => {
      const { key } = req.params as { key: string };
      const file = await app.storage.read(key);
      if (!file) throw notFound('Upload');
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        // The web apps may load images from another origin (dev servers, a CDN in front of them).
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream);
    },
  );
}
