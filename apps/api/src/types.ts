import type { Level } from '@shopdesk/contracts';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import type { CredentialCipher } from './credentials/credential-cipher';
import type { Database } from './db/database';
import type { RateLimiter } from './lib/rate-limiter';
import type { ConcurrencyGate } from './lib/concurrency-gate';
import type { FileStorage } from './storage/file-storage';

/** The signed-in employee of a protected request. */
export interface RequestEmployee {
  id: string;
  name: string;
  email: string;
  level: Level;
  sessionId: string;
  /** When the session last proved it is its employee, for the calls that need a fresh proof; null if never. */
  provenAt: Date | null;
  /** The session may make only the calls that set up the second factor the shop requires of its employee. */
  mustEnrol: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    rateLimiter: RateLimiter;
    storage: FileStorage;
    cipher: CredentialCipher;
    clock: Clock;
    /** `draining` from the shutdown's start: readiness answers 503 while the requests in flight finish. */
    lifecycle: { draining: boolean };
    /** Storefront calls at work at once (http/storefront-gate.ts): a checkout rush leaves employees connections. */
    storefrontGate: ConcurrencyGate;
  }
  interface FastifyRequest {
    /** Set on protected calls' requests by their authentication (routes/define-route). */
    employee: RequestEmployee | null;
  }
}
