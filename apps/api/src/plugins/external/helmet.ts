import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins of remotes published elsewhere (a CDN, per REMOTES_JSON): their scripts must load. */
  remoteOrigins: string[];
}

/** @fastify/helmet: the Content-Security-Policy and the other security headers of every answer. */
async function securityHeaders(app: FastifyInstance, { remoteOrigins }: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...remoteOrigins],
        fontSrc: ["'self'", 'data:'],
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
