import type { Redis } from 'ioredis';
import { serviceUnavailable } from '../errors';

export interface RateState {
  count: number;
  /** Seconds until the window resets (at least 1 while count > 0). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters keyed by string. In memory for one instance; in Redis when REDIS_URL is
 * set, so every instance behind a load balancer shares them.
 */
export interface RateLimiter {
  /** Counts one more event in the window and answers the new state. */
  hit(key: string, windowSeconds: number): Promise<RateState>;
  /** The current state without counting. */
  peek(key: string): Promise<RateState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const state = (w?: { count: number; resetAt: number }): RateState =>
    w ? { count: w.count, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now()) / 1000)) } : { count: 0, retryAfterSeconds: 0 };
  return {
    async hit(key, windowSeconds) {
      const w = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return state(w);
    },
    async peek(key) {
      return state(live(key));
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

const PREFIX = 'shopdesk:rl:';

/** A Redis outage answers 503 (like a database outage), not 500. */
async function available<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw serviceUnavailable('Rate limiting is unavailable, try again shortly');
  }
}

export function redisRateLimiter(redis: Redis, prefix = PREFIX): RateLimiter {
  const state = (count: number, ttlMs: number): RateState => ({
    count,
    retryAfterSeconds: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });
  return {
    hit: (key, windowSeconds) => available(async () => {
      const k = prefix + key;
      // INCR then set the expiry only on the window's first event (NX), atomically in one round trip.
      const result = await redis.multi().incr(k).pexpire(k, windowSeconds * 1000, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return state(count, ttl);
    }),
    peek: (key) => available(async () => {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return state(Number(count ?? 0), ttl);
    }),
    reset: (key) => available(async () => {
      await redis.del(prefix + key);
    }),
    async close() {
      await redis.quit();
    },
  };
}
