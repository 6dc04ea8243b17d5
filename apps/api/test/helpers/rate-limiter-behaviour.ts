import type { RateLimiter } from '../../src/lib/rate-limiter';

/** What every rate limiter does with `key`, unseen so far: peeks without counting, takes back one event at a time, never below none. */
export async function expectPeekAndTakeBack(limiter: RateLimiter, key: string): Promise<void> {
  expect(await limiter.peek(key)).toBe(0);
  await limiter.hit(key, 60);
  await limiter.hit(key, 60);
  expect(await limiter.peek(key)).toBe(2);
  await limiter.takeBack(key);
  expect(await limiter.peek(key)).toBe(1);
  await limiter.takeBack(key);
  await limiter.takeBack(key);
  expect(await limiter.peek(key)).toBe(0);
}
