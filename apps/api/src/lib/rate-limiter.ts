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
  /** The count of the key's open window (0 without one), without counting anything. */
  peek(key: string): Promise<number>;
  /** Takes back one event of the open window: a counted attempt that turned out not to count. */
  takeBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Expired windows are dropped at most this often, on a hit, so keys seen once do not pile up. */
const SWEEP_EVERY_MS = 60_000;

/**
 * At most this many keys in memory (some 200 bytes each). Past it the oldest window is dropped:
 * a flood of distinct e-mails then costs a bounded amount of memory, at the price of forgetting
 * the counts that started first.
 */
export const MEMORY_RATE_LIMITER_MAX_KEYS = 100_000;

export interface MemoryRateLimiter extends RateLimiter {
  /** How many keys are held (expired ones included until the next sweep). */
  size(): number;
}

interface Window {
  count: number;
  resetAt: number;
}

export function memoryRateLimiter(now: () => number = Date.now, maxKeys = MEMORY_RATE_LIMITER_MAX_KEYS): MemoryRateLimiter {
  // A Map iterates in insertion order and a window is inserted when it opens: the first key is the oldest window.
  const windows = new Map<string, Window>();
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
  // One live iterator walks the map from its oldest key on: a fresh `keys().next()` per eviction
  // would step over every slot deleted before it each time, and slow to a crawl under a flood.
  let oldest = windows.keys();
  const evictOldest = () => {
    let next = oldest.next();
    if (next.done) {
      oldest = windows.keys();
      next = oldest.next();
    }
    if (!next.done) windows.delete(next.value);
  };
  const open = (key: string, windowSeconds: number): Window => {
    const w = { count: 0, resetAt: now() + windowSeconds * 1000 };
    windows.set(key, w);
    while (windows.size > maxKeys) evictOldest();
    return w;
  };
  const state = (w: Window): RateState => ({
    count: w.count,
    retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now()) / 1000)),
  });
  return {
    async hit(key, windowSeconds) {
      sweep();
      const w = live(key) ?? open(key, windowSeconds);
      w.count += 1;
      return state(w);
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async takeBack(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
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

/** DECR only a window that still exists: a DECR on an expired key would open one at -1 that never expires. */
const TAKE_BACK = "local count = tonumber(redis.call('GET', KEYS[1])) if count and count > 0 then return redis.call('DECR', KEYS[1]) end return 0";

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
    peek: (key) => available(async () => Number((await redis.get(prefix + key)) ?? 0)),
    takeBack: (key) => available(async () => {
      await redis.eval(TAKE_BACK, 1, prefix + key);
    }),
    reset: (key) => available(async () => {
      await redis.del(prefix + key);
    }),
    async close() {
      await redis.quit();
    },
  };
}
