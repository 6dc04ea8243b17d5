import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter';
import { expectPeekAndTakeBack } from '../helpers/rate-limiter-behaviour';

const redisUrl = process.env.REDIS_URL;

(redisUrl ? describe : describe.skip)('the Redis rate limiter (needs REDIS_URL)', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  const prefix = `shopdesk-test:${randomUUID()}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
    limiter = redisRateLimiter(redis, prefix);
  });
  afterAll(() => limiter.close());

  it('peeks without counting and takes back one event of an open window', async () => {
    await expectPeekAndTakeBack(limiter, 'k');
  });

  it('takes nothing back from a window that has ended, so no key is left without an expiry', async () => {
    await limiter.takeBack('gone');
    expect(await redis.exists(`${prefix}gone`)).toBe(0);
    const first = await limiter.hit('gone', 60);
    expect(first).toEqual({ count: 1, retryAfterSeconds: 60 });
  });
});
