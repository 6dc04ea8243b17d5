import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { loggableError } from './loggable-error';

/** The segments that follow these carry a secret: the API's token lookup and the e-mailed links' pages. */
const TOKEN_PATH = /(\/(?:getEmailFromToken|register|resetEmployeePassword)\/)[^/?#]+/gi;
/**
 * A base64url run as long as a token (ours are 43 characters) in any other segment: a safety net
 * for a token-bearing route added later; ids (36-character UUIDs) stay readable.
 */
const TOKEN_LIKE_SEGMENT = /(\/)[A-Za-z0-9_-]{40,}(?=[/?#]|$)/g;
const SECRET_QUERY = /([?&](?:token|password)=)[^&#]*/gi;

/** Whoever reads the logs must not be able to take over an invite or an account from them. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1[redacted]').replace(TOKEN_LIKE_SEGMENT, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** pino options: no authorization header, cookie, password or token ever reaches a log line. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.password2', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      err: loggableError,
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
