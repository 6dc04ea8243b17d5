import { memoryRateLimiter } from '../../src/lib/rate-limiter';

it('drops expired keys on a later hit, so keys seen once do not pile up', async () => {
  let now = 1_000_000;
  const limiter = memoryRateLimiter(() => now);
  for (let i = 0; i < 100; i++) await limiter.hit(`login:203.0.113.${i}:a@shopdesk.test`, 60);
  expect(limiter.size()).toBe(100);

  now += 61_000;
  await limiter.hit('forgot:b@shopdesk.test', 3600);
  expect(limiter.size()).toBe(1);
  await limiter.close();
});

it('keeps the keys whose window is still open', async () => {
  let now = 1_000_000;
  const limiter = memoryRateLimiter(() => now);
  await limiter.hit('short', 60);
  await limiter.hit('long', 3600);
  now += 61_000;
  await limiter.hit('new', 60);
  expect(limiter.size()).toBe(2);
  expect((await limiter.hit('long', 3600)).count).toBe(2);
  await limiter.close();
});
