import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, PG_ERROR, pgErrorCode } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { describeErrors, toErrorDetails } from '../../lib/validation';

const PARTS: Record<string, string> = { body: 'body', querystring: 'query', params: 'path parameter', headers: 'header' };

function send(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).send({
    statusCode: error.statusCode,
    error: error.error,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  });
}

/** Maps every failure to the `{ statusCode, error, message, details? }` body; 5xx hide internals. */
export function toHttpError(error: FastifyError | Error): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DatabaseUnavailableError) return new HttpError(503, 'Service Unavailable', 'The database is unavailable, try again shortly');
  const fe = error as FastifyError;
  if (fe.validation) {
    const details = toErrorDetails(fe.validation as never);
    return new HttpError(400, 'Bad Request', describeErrors(PARTS[fe.validationContext ?? ''] ?? 'request', details), details);
  }
  switch (fe.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'Payload Too Large', 'The upload is too large (at most 5 MB)');
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Payload Too Large', 'Too many fields or files in the form');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'Unsupported Media Type', 'Unsupported content type');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Unsupported Media Type', 'Expected multipart/form-data');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'Bad Request', 'The body is not valid JSON');
  }
  switch (pgErrorCode(error)) {
    case PG_ERROR.uniqueViolation:
      return new HttpError(409, 'Conflict', 'This value is already taken');
    case PG_ERROR.foreignKeyViolation:
      return new HttpError(409, 'Conflict', 'A referenced record does not exist or is still in use');
    case PG_ERROR.checkViolation:
    case PG_ERROR.invalidTextRepresentation:
      return new HttpError(400, 'Bad Request', 'A value is out of range');
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

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, notFound(`Route ${req.method} ${req.url.split('?')[0]}`));
}
