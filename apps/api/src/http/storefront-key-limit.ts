import type { FastifyInstance } from 'fastify';
import { tooManyRequests, type HttpError } from '../errors';

const WINDOW_SECONDS = 10 * 60;
/** How long a key that worked from an address vouches for it there (see storefrontKeyLimit). */
const KNOWN_KEY_SECONDS = 30 * 24 * 3600;

/**
 * Failed storefront key checks per client address (RATE_LIMIT_STOREFRONT_KEY_FAILURES_PER_IP per
 * 10 minutes), as login counts failed passwords per address (routes/auth/rate-limits.ts). Each
 * attempt is counted before its key is looked up, so parallel guesses cannot all slip past; a key
 * that works takes its count back. Past the limit an address gets 429 without any lookup, so a
 * flood of guesses costs no database work and learns nothing, a right key included: it could be
 * one more guess.
 *
 * Except one that has worked from this address in the last 30 days: a shop's storefront server
 * sharing its address (a NAT, a misconfigured TRUST_PROXY) with a guesser keeps taking orders.
 * It is recognised by its hash (`keyHash`, null for a malformed key) before the lookup; if the
 * lookup then refuses it (revoked since), it answers the same 429 as everybody else.
 */
export function storefrontKeyLimit(app: FastifyInstance, ip: string, keyHash: Buffer | null) {
  const addressKey = `storefront-key-ip:${ip}`;
  const knownKey = keyHash && `storefront-key-known:${ip}:${keyHash.toString('base64url')}`;
  return {
    /** Counts the attempt; past the limit throws the 429, or answers it when this key has worked from here. */
    async countAttempt(): Promise<HttpError | undefined> {
      const state = await app.rateLimiter.hit(addressKey, WINDOW_SECONDS);
      if (state.count <= app.config.rateLimits.storefrontKeyFailuresPerIpPer10Minutes) return undefined;
      const overLimit = tooManyRequests(state.retryAfterSeconds);
      if (!knownKey || (await app.rateLimiter.peek(knownKey)) === 0) throw overLimit;
      return overLimit;
    },
    async succeeded(): Promise<void> {
      await Promise.all([app.rateLimiter.takeBack(addressKey), knownKey && app.rateLimiter.hit(knownKey, KNOWN_KEY_SECONDS)]);
    },
  };
}
