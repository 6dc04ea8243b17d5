import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client of the shared rate-limit counters. A command fails after a couple of
 * retries instead of queueing forever, and connection errors are logged, never thrown at the process.
 */
export function openRedis(url: string, logger: Pick<FastifyBaseLogger, 'warn'>): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 3000 });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));
  return redis;
}
