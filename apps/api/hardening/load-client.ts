import { performance } from 'node:perf_hooks';
import { percentile } from './figures';

/** One answer the load clients got, or the error that stood in for it. */
export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when the body was not JSON. */
  body: unknown;
}

/** What went wrong with one request: an unexpected status, or no answer at all. */
export interface LoadError {
  kind: string;
  status: number | 'network';
  detail: string;
}

/**
 * The measurements of a load run: latency of every request, counts per kind, and every error.
 * Latency is kept as a plain list: a minute of requests is a few hundred thousand numbers at most.
 */
export class LoadRecorder {
  private readonly latencies: number[] = [];
  private readonly latenciesByKind = new Map<string, number[]>();
  readonly errors: LoadError[] = [];

  /** Sends one request, times it, and files an error unless the status is `expected`. */
  async request(kind: string, expected: number, send: () => Promise<Response>): Promise<Answer | undefined> {
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await send();
      text = await res.text();
    } catch (error) {
      this.errors.push({ kind, status: 'network', detail: String((error as Error).cause ?? error) });
      return undefined;
    }
    const latency = performance.now() - started;
    this.latencies.push(latency);
    const ofKind = this.latenciesByKind.get(kind) ?? [];
    if (!ofKind.length) this.latenciesByKind.set(kind, ofKind);
    ofKind.push(latency);
    if (res.status !== expected) {
      this.errors.push({ kind, status: res.status, detail: text.slice(0, 300) });
      return undefined;
    }
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  get total(): number {
    return this.latencies.length;
  }

  /** The `p`th percentile latency in milliseconds (nearest rank), of every request or of one kind. */
  percentile(p: number, kind?: string): number {
    return percentile(kind ? (this.latenciesByKind.get(kind) ?? []) : this.latencies, p);
  }

  /** Per kind: how many answered, and their p50 / p99 latency. */
  byKind(): Array<{ kind: string; count: number; p50: number; p99: number }> {
    return [...this.latenciesByKind.entries()].map(([kind, latencies]) => ({
      kind,
      count: latencies.length,
      p50: this.percentile(50, kind),
      p99: this.percentile(99, kind),
    }));
  }
}

/** Runs `clients` loops of `step` side by side until `seconds` have passed; each loop waits for its own answer. */
export async function runClients(clients: number, seconds: number, step: (client: number) => Promise<void>): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) await step(client);
    }),
  );
}

/** Picks a key of `weights` with probability proportional to its weight. */
export function weightedPick<K extends string>(weights: Record<K, number>): K {
  const entries = Object.entries(weights) as Array<[K, number]>;
  let roll = Math.random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1][0];
}
