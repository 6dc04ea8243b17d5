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
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Expired windows are dropped at most this often, on a hit, so keys seen once do not pile up. */
const SWEEP_EVERY_MS = 60_000;

export interface MemoryRateLimiter extends RateLimiter {
  /** How many keys are held (expired ones included until the next sweep). */
  size(): number;
}

export function memoryRateLimiter(now: () => number = Date.now): MemoryRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = () => {
    const at = now();
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  };
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const state = (w: { count: number; resetAt: number }): RateState => ({
    count: w.count,
    retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now()) / 1000)),
  });
  return {
    async hit(key, windowSeconds) {
      sweep();
      const w = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return state(w);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
    size: () => windows.size,
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
    reset: (key) => available(async () => {
      await redis.del(prefix + key);
    }),
    async close() {
      await redis.quit();
    },
  };
}
