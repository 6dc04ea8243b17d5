import multipart from '@fastify/multipart';
import { IMAGE_UPLOAD } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * @fastify/multipart: the upload forms (one image and a few dozen short text fields). A file over
 * the limit is refused while it streams (413), so it is never held whole in memory.
 */
async function multipartForms(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // The parser (busboy 3.2.6) never answers when a part it skips (no Content-Disposition) fills
    // its stream buffer in the same chunk as the closing boundary: it waits for a read that never
    // comes. A buffer larger than any chunk a socket hands over (64 KiB) keeps it from filling.
    fileHwm: 1024 * 1024,
    limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: 1, fields: 80, fieldSize: 16 * 1024, parts: 82, headerPairs: 50 },
  });
}

export const multipartPlugin = fp(multipartForms, { name: 'multipart-forms', fastify: '5.x' });
