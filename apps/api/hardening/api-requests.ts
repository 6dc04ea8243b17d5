import { randomInt } from 'node:crypto';
import { buildPath, type CallDef } from '@shopdesk/contracts';

export interface ApiAnswer {
  /** 0 when the connection failed (the process gone), so a load loop can count it instead of stopping. */
  status: number;
  body: { message?: string; data?: unknown } | null;
  retryAfter: string | null;
  /** From the request's start to the end of the answer's body. */
  ms: number;
}

export interface RequestOptions {
  token?: string;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** The client's address, sent as X-Forwarded-For: for processes started with TRUST_PROXY=true. */
  ip?: string;
}

/** One JSON call of the contract to an API process. */
export async function request(baseUrl: string, call: Pick<CallDef, 'method' | 'path'>, options: RequestOptions = {}): Promise<ApiAnswer> {
  const started = performance.now();
  const path = buildPath(call.path, options.params);
  try {
    const res = await fetch(`${baseUrl}${path}${options.query ? `?${options.query}` : ''}`, {
      method: call.method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: ApiAnswer['body'] = null;
    try {
      body = text ? (JSON.parse(text) as ApiAnswer['body']) : null;
    } catch {
      body = { message: text };
    }
    return { status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
  } catch {
    return { status: 0, body: null, retryAfter: null, ms: performance.now() - started };
  }
}

/**
 * Client addresses from a range drawn once per run: the Redis counters are shared by every API
 * process on the machine, so the addresses of this run must not be any other run's.
 */
export function addressPool(): () => string {
  const net = `10.${randomInt(0, 256)}`;
  let next = randomInt(0, 1 << 16);
  return () => {
    next = (next + 1) % (1 << 16);
    return `${net}.${next >> 8}.${next & 255}`;
  };
}
