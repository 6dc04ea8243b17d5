import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from '../../http/api-path';

export interface SecurityHeadersOptions {
  /** Origins of the remotes published elsewhere (a CDN), as they are now: their code and assets must load. */
  remoteOrigins: () => string[];
}

/** A directive's sources: fixed text, or made per answer from the request. */
type Sources = Array<string | ((req: IncomingMessage, res: ServerResponse) => string)>;

/** Every security header but for the sources the page may load its code and assets from. */
function headerOptions(loadFrom: (...sources: string[]) => Sources): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A remote's entry and chunks, and the CSS, fonts and images its build may load.
        scriptSrc: loadFrom("'self'"),
        // styled-components injects <style> elements at run time.
        styleSrc: loadFrom("'self'", "'unsafe-inline'"),
        imgSrc: loadFrom("'self'", 'data:', 'blob:', 'https:'),
        connectSrc: loadFrom("'self'"),
        fontSrc: loadFrom("'self'", 'data:'),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers on every answer: the Content-Security-Policy and the others. Helmet is called
 * directly, its middleware built once: @fastify/helmet built it again for every request (parsing
 * and checking every directive each time: 6% of an API call's CPU in a profile, and a fifth of what
 * outlived its young-generation collections).
 */
async function securityHeaders(app: FastifyInstance, { remoteOrigins }: SecurityHeadersOptions) {
  // An API answer (JSON, an event stream) loads nothing, so its policy names no remote and is one
  // fixed text; the remotes file is not looked at (a `stat`) on every call.
  const forApi = helmet(headerOptions((...sources) => sources));
  // The remotes can move while the server runs, so a page's policy is made per answer; one look at
  // them serves all of that answer's directives.
  const originsByAnswer = new WeakMap<ServerResponse, string[]>();
  const originsOf = (res: ServerResponse) => {
    const origins = originsByAnswer.get(res) ?? remoteOrigins();
    originsByAnswer.set(res, origins);
    return origins;
  };
  const forPages = helmet(headerOptions((...sources) => [(_req, res) => [...sources, ...originsOf(res)].join(' ')]));

  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiPath(request.url) ? forApi : forPages;
    // Helmet passes on an Error only: a directive made per answer that would break the header.
    headers(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
