import { Redis } from 'ioredis';
import { api } from '@shopdesk/contracts';
import { redisRateLimiter } from '../../src/lib/rate-limiter';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { TcpProxy } from './tcp-proxy';

// With REDIS_URL set, the rate-limit counters live in Redis; its outage is a 503, not a 500.
const url = process.env.REDIS_URL;
const describeWithRedis = url ? describe : describe.skip;

describeWithRedis('a Redis outage', () => {
  const target = url ? new URL(url) : new URL('redis://127.0.0.1:6379');
  const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    await proxy.up();
    redis = new Redis(proxy.port, '127.0.0.1', { maxRetriesPerRequest: 1, connectTimeout: 1000, retryStrategy: () => 200 });
    redis.on('error', () => undefined);
    t = await buildTestApp({}, { rateLimiter: redisRateLimiter(redis, `shopdesk-outage-test:${Date.now()}:`) });
  });
  afterAll(async () => {
    // Redis back, so closing the app (which quits the client) does not wait on a dead link.
    await proxy.up();
    await new Promise((ready) => (redis.status === 'ready' ? ready(null) : redis.once('ready', ready)));
    await t.close();
    await proxy.down();
  });

  it('answers a rate-limited call with 503 while Redis is down', async () => {
    const login = () => t.call(null, api.auth.login, { body: { email: 'nobody@shopdesk.test', password: 'wrong-password' } });
    expect((await login()).statusCode).toBe(401);
    await proxy.down();
    const res = await login();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/unavailable/i);
  });
});
