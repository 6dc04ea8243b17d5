import { IMAGE_UPLOAD, PROTECTED_BASE } from '@shopdesk/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, PG_ERROR, pgErrorCode } from '../db/database';
import {
  badRequest, conflict, HttpError, notFound, payloadTooLarge, serviceUnavailable, unsupportedMediaType,
} from '../errors';
import { describeErrors, toErrorDetails } from '../lib/validation';
import { authenticate } from './authenticate';
import { JSON_BODY_LIMIT_BYTES } from './body-limits';

const PARTS: Record<string, string> = { body: 'body', querystring: 'query', params: 'path parameter', headers: 'header' };
const MB = 1024 * 1024;

function send(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).send({
    statusCode: error.statusCode,
    error: error.error,
    message: error.message,
    ...(error.code ? { code: error.code } : {}),
    ...(error.details ? { details: error.details } : {}),
    ...error.extra,
  });
}

/** Maps every failure to the `{ statusCode, error, message, details? }` body; 5xx hide internals. */
export function toHttpError(error: FastifyError | Error): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DatabaseUnavailableError) return serviceUnavailable('The database is unavailable, try again shortly');
  const fe = error as FastifyError;
  if (fe.validation) {
    const details = toErrorDetails(fe.validation as never);
    return badRequest(describeErrors(PARTS[fe.validationContext ?? ''] ?? 'request', details), details);
  }
  switch (fe.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(`The upload is too large (at most ${IMAGE_UPLOAD.maxBytes / MB} MB)`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge(`The body is too large (at most ${JSON_BODY_LIMIT_BYTES / 1024} KB)`);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge('Too many fields or files in the form');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType('Unsupported content type');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMediaType('Expected multipart/form-data');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('The body is not valid JSON');
  }
  switch (pgErrorCode(error)) {
    case PG_ERROR.uniqueViolation:
      return conflict('This value is already taken');
    case PG_ERROR.foreignKeyViolation:
      return conflict('A referenced record does not exist or is still in use');
    case PG_ERROR.checkViolation:
    case PG_ERROR.invalidTextRepresentation:
      return badRequest('A value is out of range');
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new HttpError(fe.statusCode, 'Bad Request', fe.message);
  }
  return undefined;
}

export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const known = toHttpError(error);
  if (known) {
    if (known.statusCode >= 500) req.log.warn({ err: error }, known.message);
    return send(reply, known);
  }
  req.log.error({ err: error }, 'unhandled error');
  return send(reply, new HttpError(500, 'Internal Server Error', 'Something went wrong on our side'));
}

/** However it is spelled (letter case, percent-encoding, doubled slashes), is this path under the protected API? */
function underProtectedApi(url: string): boolean {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: judged as written.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase().startsWith(PROTECTED_BASE.toLowerCase());
}

/**
 * 404 for an unknown route; under the protected API only once signed in, so that without a
 * session every path there answers 401 and nobody can map which routes exist.
 */
export async function notFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  if (underProtectedApi(req.url)) await authenticate(req.server, req);
  return send(reply, notFound(`Route ${req.method} ${req.url.split('?')[0]}`));
}
