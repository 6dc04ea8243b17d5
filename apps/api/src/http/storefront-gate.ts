import type { Config } from '../config';
import { concurrencyGate, type ConcurrencyGate } from '../lib/concurrency-gate';

/** Connections of the pool a checkout rush never takes: employees' lists and actions always find one. */
export const CONNECTIONS_KEPT_FOR_EMPLOYEES = 2;

/**
 * How many storefront calls work at once: the database pool less the connections kept for
 * employees. Past it, storefront calls wait their turn in the process instead of in the pool's
 * queue, where a list call would wait behind every one of them (a rush of 32 checkout clients
 * made the counts take 80 ms at the median on a pool of 10).
 */
export function storefrontGate(config: Pick<Config, 'databasePoolSize'>): ConcurrencyGate {
  return concurrencyGate(Math.max(1, config.databasePoolSize - CONNECTIONS_KEPT_FOR_EMPLOYEES));
}
