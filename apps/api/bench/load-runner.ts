/**
 * Closed-loop load for a fixed time: `connections` clients, each sending its next request as soon
 * as the last one answered. Over HTTP with autocannon (the API), or as SQL on a `pg` pool (the
 * baseline). Latency is kept per request, in fractions of a millisecond: autocannon's own
 * histogram rounds to whole milliseconds, too coarse beside targets of 5 ms.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentile } from '../hardening/figures';
import { runClients } from '../hardening/load-client';

export interface LoadFigures {
  connections: number;
  seconds: number;
  /** Answered requests (any status). */
  requests: number;
  /** 2xx answers a second. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, by status. */
  non2xx: Record<string, number>;
  /** Requests without an answer (socket errors, timeouts) or failed statements. */
  errors: number;
}

/** A latency for a report: two decimals below 10 ms, one above. */
export const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

/** `0`, or what went wrong: `3×503, 1 no answer`. */
export function failures(f: LoadFigures): string {
  const statuses = Object.entries(f.non2xx).map(([status, n]) => `${n}×${status}`);
  if (f.errors) statuses.push(`${f.errors} no answer`);
  return statuses.length ? statuses.join(', ') : '0';
}

export interface HttpRequest {
  method: 'GET' | 'PATCH';
  /** Path and query string. */
  path: string;
  body?: string;
}

/**
 * `next` gives each request; a case whose requests never change passes the same one each time
 * (autocannon then builds it once instead of per request).
 */
export function httpLoad(options: {
  url: string;
  token: string;
  connections: number;
  seconds: number;
  next: () => HttpRequest;
  varies: boolean;
}): Promise<LoadFigures> {
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const latencies: number[] = [];
  const non2xx: Record<string, number> = {};
  let ok = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers,
        requests: [options.varies ? { setupRequest: (request) => ({ ...request, ...options.next(), headers }) } : options.next()],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = (performance.now() - started) / 1000;
        resolve({
          connections: options.connections,
          seconds: elapsed,
          requests: latencies.length,
          perSecond: ok / elapsed,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 200 && statusCode < 300) ok += 1;
      else non2xx[statusCode] = (non2xx[statusCode] ?? 0) + 1;
    });
  });
}

/** A few requests before the timed runs: caches warm, and a call that fails stops the benchmark here. */
export async function warmUp(options: { url: string; token: string; next: () => HttpRequest; requests: number; name: string }): Promise<void> {
  for (let i = 0; i < options.requests; i++) {
    const request = options.next();
    const res = await fetch(`${options.url}${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: request.body,
    });
    if (!res.ok) throw new Error(`${options.name}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

/** The same loop with `work` (a route's statements on a pool) in place of an HTTP request. */
export async function sqlLoad(options: { connections: number; seconds: number; work: () => Promise<void> }): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  await runClients(options.connections, options.seconds, async () => {
    const t = performance.now();
    try {
      await options.work();
      latencies.push(performance.now() - t);
    } catch (error) {
      errors += 1;
      firstError ??= error;
    }
  });
  const elapsed = (performance.now() - started) / 1000;
  if (firstError) console.error('baseline statement failed:', firstError);
  return {
    connections: options.connections,
    seconds: elapsed,
    requests: latencies.length + errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: {},
    errors,
  };
}
