import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Token-bearing path segments (getEmailFromToken/:token) are masked before a URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(/(getEmailFromToken\/)[^/?#]+/i, '$1[redacted]').replace(/([?&](?:token|password)=)[^&#]*/gi, '$1[redacted]');
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
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
