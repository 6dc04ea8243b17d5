import { Client } from 'pg';
import type { ListenEvents } from './database';

export interface PostgresListenerOptions {
  url: string;
  /** Names the connection in pg_stat_activity. */
  applicationName?: string;
  onError?: (error: Error) => void;
  /** How often an idle connection is asked `SELECT 1`, so a silently dead one is noticed (default 15 s). */
  heartbeatMillis?: number;
}

export interface PostgresListener {
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  events?: ListenEvents;
}

const CONNECT_TIMEOUT_MS = 3000;
const HEARTBEAT_MS = 15_000;
// A heartbeat unanswered this long means the server or the network is gone.
const HEARTBEAT_TIMEOUT_MS = 5000;
const KEEP_ALIVE_DELAY_MS = 10_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
const noop = () => undefined;

/**
 * LISTEN needs a session of its own for as long as it listens, so it never borrows a pool client
 * (the pool would hand it to a request, or close it when idle): one dedicated connection carries
 * every channel of the process. When it is lost (a restart, a failover, pg_terminate_backend, a
 * heartbeat unanswered) each subscriber hears `onLost`, the listener reconnects with a growing,
 * jittered delay, LISTENs again, and each subscriber hears `onRestored`. Its errors are reported,
 * never thrown at the process.
 */
export function createPostgresListener(options: PostgresListenerOptions): PostgresListener {
  const subscriptions = new Set<Subscription>();
  let client: Client | undefined;
  let connecting: Promise<boolean> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let failures = 0;
  let lost = false;
  let closed = false;

  const channels = () => new Set([...subscriptions].map((s) => s.channel));

  const deliver = (channel: string, payload: string) => {
    for (const s of [...subscriptions]) if (s.channel === channel) s.onPayload(payload);
  };

  const dropped = (from: Client, error: Error) => {
    if (from !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    from.end().catch(noop);
    if (closed) return;
    options.onError?.(error);
    if (!lost) {
      lost = true;
      for (const s of [...subscriptions]) s.events?.onLost?.(error);
    }
    scheduleReconnect();
  };

  /** One attempt: true when listening on every channel. */
  const connect = async (): Promise<boolean> => {
    const next = new Client({
      connectionString: options.url,
      application_name: options.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    });
    // Until it is the current client, its failures are this attempt's, answered below.
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next, new Error('Connection terminated')));
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    try {
      await next.connect();
      for (const channel of channels()) await next.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      next.end().catch(noop);
      options.onError?.(error as Error);
      return false;
    }
    if (closed) {
      next.end().catch(noop);
      return false;
    }
    client = next;
    failures = 0;
    heartbeat = setInterval(() => {
      next.query('SELECT 1').catch((error: Error) => dropped(next, error));
    }, options.heartbeatMillis ?? HEARTBEAT_MS);
    heartbeat.unref();
    if (lost) {
      lost = false;
      for (const s of [...subscriptions]) s.events?.onRestored?.();
    }
    return true;
  };

  const attempt = (): Promise<boolean> => {
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    // Jittered, so the instances a server restart disconnected do not all come back at once.
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void attempt().then((ok) => {
        if (!ok) scheduleReconnect();
      });
    }, ceiling / 2 + Math.random() * (ceiling / 2));
    retryTimer.unref();
  }

  const stopListening = async (subscription: Subscription) => {
    subscriptions.delete(subscription);
    const current = client;
    if (subscriptions.size === 0) {
      await close();
      closed = false;
      return;
    }
    if (current && !channels().has(subscription.channel)) await current.query(`UNLISTEN ${quoted(subscription.channel)}`).catch(noop);
  };

  async function close(): Promise<void> {
    closed = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    clearInterval(heartbeat);
    const current = client;
    client = undefined;
    lost = false;
    failures = 0;
    await current?.end().catch(noop);
  }

  return {
    async listen(channel, onPayload, events) {
      const subscription: Subscription = { channel, onPayload, events };
      subscriptions.add(subscription);
      closed = false;
      if (!client && !lost && !(await attempt())) {
        // The database cannot be reached now: the subscribers start as lost, and hear when it is back.
        if (!lost) {
          lost = true;
          for (const s of [...subscriptions]) s.events?.onLost?.(new Error('The database is unreachable'));
        }
        scheduleReconnect();
      }
      // Again even when the connection was just made: a channel added while it connected may have
      // been missed by it, and LISTEN twice is harmless.
      const current = client;
      if (current) await current.query(`LISTEN ${quoted(channel)}`).catch((error: Error) => dropped(current, error));
      return () => stopListening(subscription);
    },
    close,
  };
}
