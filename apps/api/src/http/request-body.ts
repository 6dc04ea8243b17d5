import type { CallDef } from '@shopdesk/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { validateOrThrow } from '../lib/validation';
import { reencodeImages } from '../uploads/image-reencoding';
import { readUploadForm, type UploadedImage } from '../uploads/upload-form';

export interface RequestBody {
  /** Validated against the call's body schema; undefined only for a call that takes no body. */
  body: unknown;
  /** A multipart call's files by field name (null when not sent), re-encoded; empty for a JSON call. */
  files: Record<string, UploadedImage | null>;
}

/** Nothing, an empty text or `{}`: what a client may send to a call that takes no body. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * The body a handler gets. A JSON body was validated by Fastify against the call's schema already.
 * A multipart form is read here, and its text fields are validated the same way, with the
 * conversions a query string gets (text to number, a single value to a list): 400 with details.
 * Its images are re-encoded last, so a form refused for its fields costs no decoding.
 */
export async function requestBody(call: CallDef, req: FastifyRequest): Promise<RequestBody> {
  if (call.files) {
    const form = await readUploadForm(req, call);
    const body = call.body ? validateOrThrow(call.body, form.fields, 'body', true) : undefined;
    return { body, files: await reencodeImages(form.files) };
  }
  if (!call.body && !isEmptyBody(req.body)) {
    throw badRequest('Invalid body: this call takes no body', [{ path: '(root)', message: 'is not allowed' }]);
  }
  return { body: call.body ? req.body : undefined, files: {} };
}
