import type { FastifyServerOptions } from 'fastify';

/**
 * How long a client may take, so slow or idle connections cannot pile up until the process runs
 * out of file descriptors (Fastify and Node leave the whole request unbounded by default).
 */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included: room for the largest upload on a slow line. */
  requestMs: number;
  /** A socket with nothing moving on it. */
  idleSocketMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleSocketMs: 30_000,
  // Above the 60 s idle timeout of common load balancers, so they close first and never send on a
  // socket the API is closing; a reverse proxy's own upstream keep-alive must stay below it.
  keepAliveMs: 65_000,
};

/** Fastify's options for these timeouts; Node checks them every `connectionsCheckingInterval`. */
export function serverTimeoutOptions(t: ServerTimeouts): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: t.idleSocketMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      // Node's default (30 s) would let a connection outlive its timeout by that much.
      connectionsCheckingInterval: Math.min(1000, t.headersMs),
    },
  };
}
