import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from '../../http/api-path';

export interface SecurityHeadersOptions {
  /** Origins of the remotes published elsewhere (a CDN), as they are now: their code and assets must load. */
  remoteOrigins: () => string[];
}

/** @fastify/helmet: the Content-Security-Policy and the other security headers of every answer. */
async function securityHeaders(app: FastifyInstance, { remoteOrigins }: SecurityHeadersOptions) {
  // The remotes can move while the server runs, so a page's policy is made per answer; one look at
  // them serves all of that answer's directives. An API answer (JSON, an event stream) loads
  // nothing, so its policy names no remote: no look at them (a file's `stat`) on every call.
  const originsByAnswer = new WeakMap<ServerResponse, string[]>();
  const originsOf = (req: IncomingMessage, res: ServerResponse) => {
    if (isApiPath(req.url)) return [];
    const origins = originsByAnswer.get(res) ?? remoteOrigins();
    originsByAnswer.set(res, origins);
    return origins;
  };
  const withRemotes =
    (...sources: string[]) =>
    [(req: IncomingMessage, res: ServerResponse) => [...sources, ...originsOf(req, res)].join(' ')];

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A remote's entry and chunks, and the CSS, fonts and images its build may load.
        scriptSrc: withRemotes("'self'"),
        // styled-components injects <style> elements at run time.
        styleSrc: withRemotes("'self'", "'unsafe-inline'"),
        imgSrc: withRemotes("'self'", 'data:', 'blob:', 'https:'),
        connectSrc: withRemotes("'self'"),
        fontSrc: withRemotes("'self'", 'data:'),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
