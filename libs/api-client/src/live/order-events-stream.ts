import type { OrderChange, OrderChangesEvent } from '@shopdesk/contracts';
import { createSseParser, type ServerSentEvent } from './sse-parser';

export interface OrderEventsHandlers {
  onChanges(event: OrderChangesEvent): void;
  /**
   * Changes may have been missed: the server said so (`resync`: it could not replay them), or the
   * stream came back after a drop (`reconnected`: the server replayed what it kept, but a change
   * committed out of id order during the drop can slip through, so counts are worth a refetch).
   */
  onResync(reason: 'server' | 'reconnected'): void;
  /** The connection's state, for a "live" indicator. */
  onStatus?(status: LiveStatus): void;
  /** The server refused this token (401): the session has ended. */
  onRefused?(token: string): void;
}

/** `paused`: the server closed this stream for a newer tab of the same employee, until this one is used again. */
export type LiveStatus = 'connecting' | 'live' | 'offline' | 'paused' | 'ended';

export interface OrderEventsOptions {
  url: string;
  /** Read at each (re)connection; null (signed out) ends the stream. */
  token: () => string | null;
  fetch?: typeof fetch;
  /** First delay before reconnecting, unless the server sets one with `retry:` (default 2 s). */
  retryMillis?: number;
  /** The longest delay between attempts while the server stays unreachable (default 30 s). */
  maxRetryMillis?: number;
  /**
   * After the server closed the stream for a newer one of the same employee (`closed`): resolves
   * when this client should connect again (its tab is used again). Without it the stream ends.
   */
  waitToResume?: (signal: AbortSignal) => Promise<void>;
}

export interface OrderEventsConnection {
  close(): void;
}

/** A stream open this long before it dropped counts as having worked: the next attempt starts at the first delay again. */
const HEALTHY_STREAM_MILLIS = 10_000;

const isStatus = (value: unknown) => value === null || typeof value === 'string';
const isChange = (value: unknown): value is OrderChange =>
  typeof value === 'object' && value !== null && typeof (value as OrderChange).orderId === 'string' && isStatus((value as OrderChange).from) && isStatus((value as OrderChange).to);

/** The data of an `orders` event, or null when it is not one (a newer server's shape, a broken line). */
export function readChangesEvent(data: string): OrderChangesEvent | null {
  try {
    const parsed = JSON.parse(data) as Partial<OrderChangesEvent>;
    if (!Array.isArray(parsed.changes) || !parsed.changes.every(isChange) || typeof parsed.more !== 'boolean') return null;
    return { changes: parsed.changes, more: parsed.more };
  } catch {
    return null;
  }
}

const sleep = (millis: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, millis);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * Keeps the live order stream (orders/events) open: read with fetch, because it needs the bearer
 * token; reconnected after a drop with `Last-Event-ID`, so the server replays what was missed;
 * backing off while the server is unreachable; ended for good when the session is (a 401 or 403,
 * or no token any more).
 *
 * @example
 * const connection = openOrderEvents({ onChanges: console.log, onResync: refetchAll }, { url, token: getToken });
 * connection.close();
 */
export function openOrderEvents(handlers: OrderEventsHandlers, options: OrderEventsOptions): OrderEventsConnection {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const firstDelay = options.retryMillis ?? 2_000;
  const maxDelay = options.maxRetryMillis ?? 30_000;
  let lastEventId = '';
  let serverDelay: number | undefined;
  let closedForNewer = false;

  const onEvent = (event: ServerSentEvent) => {
    if (event.event === 'closed') closedForNewer = true;
    else if (event.event === 'resync') handlers.onResync('server');
    else if (event.event === 'orders') {
      const changes = readChangesEvent(event.data);
      // An event it cannot read is a change it cannot place: refetch rather than miss it.
      if (changes) handlers.onChanges(changes);
      else handlers.onResync('server');
    }
  };

  /**
   * Reads one connection to its end: `ended` (the session is over), `dropped` (it was open),
   * `paused` (closed for a newer tab), `failed` (refused or unreachable).
   */
  const readOnce = async (token: string, reconnecting: boolean): Promise<'ended' | 'dropped' | 'paused' | 'failed'> => {
    closedForNewer = false;
    handlers.onStatus?.('connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await doFetch(options.url, { headers, signal, cache: 'no-store' });
    if (response.status === 401) handlers.onRefused?.(token);
    if (response.status === 401 || response.status === 403) return 'ended';
    if (!response.ok || !response.body) return 'failed';
    handlers.onStatus?.('live');
    if (reconnecting) handlers.onResync('reconnected');
    const parser = createSseParser(onEvent, lastEventId);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId;
        serverDelay = parser.retryMillis ?? serverDelay;
      }
    } catch (error) {
      // A stream cut mid-way (network, server restart) is a drop like a clean end; only closing is not.
      if (signal.aborted) throw error;
    }
    return closedForNewer ? 'paused' : 'dropped';
  };

  const run = async () => {
    let failures = 0;
    let opened = false;
    while (!signal.aborted) {
      const token = options.token();
      if (!token) break;
      const startedAt = Date.now();
      let outcome: 'ended' | 'dropped' | 'paused' | 'failed';
      try {
        outcome = await readOnce(token, opened);
      } catch {
        outcome = signal.aborted ? 'ended' : 'failed';
      }
      if (outcome === 'ended' || signal.aborted) break;
      if (outcome === 'paused') {
        // Reconnecting now would close another tab's stream, which would do the same: wait to be used.
        handlers.onStatus?.('paused');
        if (!options.waitToResume) break;
        await options.waitToResume(signal);
        opened = true;
        failures = 0;
        continue;
      }
      if (outcome === 'dropped') opened = true;
      failures = outcome === 'dropped' && Date.now() - startedAt >= HEALTHY_STREAM_MILLIS ? 0 : failures + 1;
      handlers.onStatus?.('offline');
      const base = Math.min(maxDelay, (serverDelay ?? firstDelay) * 2 ** Math.max(0, failures - 1));
      // Jitter: after a server restart, every open tab must not come back in the same millisecond.
      await sleep(base * (0.5 + Math.random() / 2), signal);
    }
    handlers.onStatus?.('ended');
  };
  void run();

  return { close: () => controller.abort() };
}
