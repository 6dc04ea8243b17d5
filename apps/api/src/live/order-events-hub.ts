import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { liveSessions, type SessionLimits } from './live-sessions';
import {
  currentSchema,
  currentSnapshot,
  eventsAfter,
  eventsCommittedSince,
  parsePosition,
  positionText,
  pruneEvents,
  type StoredOrderEvent,
  type StreamPosition,
} from './order-event-store';
import { SseStream, type SseStreamOptions } from './sse-stream';

export interface OrderEventsHubOptions extends SseStreamOptions {
  /**
   * Open streams one employee may hold, across their sessions (each tab holds one): a new one past
   * it closes their oldest, which is told why (`closed`) so its tab waits to be looked at again
   * rather than reconnecting and closing another.
   */
  maxStreamsPerEmployee: number;
  /** Open streams this process holds at most (each is a socket); one more is refused. */
  maxStreams: number;
  /** The most events a reconnecting stream is replayed; further behind, it is told to resync. */
  replayLimit: number;
  /** How often every stream's session is checked (expiry; revocations are heard at once). */
  sessionCheckMillis: number;
  pruneEveryMillis: number;
  /** Events are kept this long, and at most this many, for replays. */
  keepHours: number;
  keepEvents: number;
}

export const ORDER_EVENTS_HUB_DEFAULTS: OrderEventsHubOptions = {
  heartbeatMillis: 20_000,
  retryMillis: 2000,
  maxBufferedBytes: 1024 * 1024,
  // The app takes both caps from its config (LIVE_STREAMS_PER_EMPLOYEE, LIVE_STREAMS_MAX); these serve a hub built alone.
  maxStreamsPerEmployee: 4,
  maxStreams: 500,
  replayLimit: 1000,
  sessionCheckMillis: 15_000,
  pruneEveryMillis: 10 * 60_000,
  keepHours: 24,
  keepEvents: 100_000,
};

export interface OpenStream {
  sessionId: string;
  employeeId: string;
  /** The Last-Event-ID the client resumes from: a position this hub sent (or a bare id the release before sent). */
  lastEventId?: string;
}

export type OpenedStream = { kind: 'opened'; stream: SseStream } | { kind: 'server-full' } | { kind: 'closing' };

export interface OrderEventsHub {
  /** Starts the periodic work (session checks, pruning); the LISTEN waits for the first stream. */
  start(): Promise<void>;
  /** A new stream for a signed-in session, replaying what it missed when it resumes. */
  open(request: OpenStream): Promise<OpenedStream>;
  /** Ends every stream at once (shutdown must not wait for them) and stops listening. */
  close(): Promise<void>;
  readonly openStreams: number;
}

interface Listener {
  stream: SseStream;
  sessionId: string;
  employeeId: string;
  /** While its replay is read, live events wait here, so none is lost or sent before older ones. */
  waiting: PositionedEvent[] | null;
  /**
   * Replayed events whose notification may still be on its way (heard before the stream opened,
   * read after its replay): not sent twice. Each id goes when it comes; at most `replayLimit` wait.
   */
  replayed: Set<string>;
}

const ORDER_EVENTS_CHANNEL = 'order_events';
const SESSION_ENDS_CHANNEL = 'session_ends';

/** An event and the Last-Event-ID a client that has it resumes from. */
interface PositionedEvent {
  event: StoredOrderEvent;
  resumeFrom: string;
}

const ordersEvent = ({ event, resumeFrom }: PositionedEvent) => ({ id: resumeFrom, event: 'orders', data: JSON.stringify(event.data) });

/**
 * Events read together, each with the position to resume from once it is received: the last one
 * the new position, the others the position before (a client cut off inside the batch gets the
 * batch again, never less).
 */
function positioned(events: StoredOrderEvent[], before: string, after: StreamPosition): PositionedEvent[] {
  return events.map((event, i) => ({ event, resumeFrom: i === events.length - 1 ? positionText(after) : before }));
}

const highest = (lastId: string, events: StoredOrderEvent[]) =>
  events.reduce((top, event) => (BigInt(event.id) > BigInt(top) ? event.id : top), lastId);
const RESYNC = { event: 'resync', data: '{}' };
/** The retry delay a stream is ended with when the server closes (a deploy, a restart). */
const RECONNECT_AFTER_CLOSE_MS = 250;
/** Sent to the stream a newer one of the same employee replaced: reconnect when the tab is used again, not at once. */
const CLOSED_FOR_NEWER = { event: 'closed', data: '{"reason":"too-many-streams"}' };
const FULL_WARNING_EVERY_MILLIS = 60_000;

/**
 * The live order queue of one process: one LISTEN (trigger → NOTIFY, migration 008) fanned out to
 * every open stream, so any number of API instances behind a load balancer each hear every commit.
 *
 * What is sent is decided by what committed, not by ids: event ids come from a sequence taken when
 * a statement writes, so a lower id can commit after a higher one. The hub keeps a snapshot (every
 * transaction committed by then has been sent); a notification only wakes it to read the events
 * committed since, and the snapshot that read was made in becomes the next. Each event's SSE id is
 * that position (`<highest id>.<snapshot>`), so a client resuming with it is replayed exactly the
 * events committed after it, whichever instance it comes back to: none lost, none twice (but for a
 * batch cut off by the network part-way, sent again whole). A lost LISTEN connection or an
 * unreadable event still sends `resync`, and the client refetches the counts on every reconnection.
 */
export function createOrderEventsHub(
  db: Database,
  session: SessionLimits,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  options: OrderEventsHubOptions = ORDER_EVENTS_HUB_DEFAULTS,
): OrderEventsHub {
  const listeners = new Set<Listener>();
  const unlisteners: Array<() => Promise<void>> = [];
  const timers: NodeJS.Timeout[] = [];
  let schema = '';
  let closing = false;
  let warnedFullAt = -Infinity;

  const deliver = (batch: PositionedEvent[]) => {
    for (const listener of listeners) {
      for (const item of batch) {
        if (listener.replayed.delete(item.event.id)) continue;
        if (listener.waiting) listener.waiting.push(item);
        else listener.stream.send(ordersEvent(item));
      }
    }
  };

  const resyncAll = () => {
    for (const listener of listeners) {
      if (listener.waiting) listener.waiting = [];
      listener.stream.send(RESYNC);
    }
  };

  // Where the streams are: set once listening, moved on by each read. Notifications arriving
  // together make one read, and reads run one after another, so events go out in commit order.
  let position: StreamPosition | undefined;
  let readPending = false;
  let reading: Promise<void> = Promise.resolve();
  const readCommitted = () => {
    readPending = false;
    reading = reading.then(async () => {
      const from = position;
      if (!from) return;
      try {
        const read = await eventsCommittedSince(db, from.snapshot);
        const to = { lastId: highest(from.lastId, read.events), snapshot: read.snapshot };
        position = to;
        deliver(positioned(read.events, positionText(from), to));
      } catch (error) {
        log.warn({ err: error }, 'live order events could not be read: streams told to resync');
        resyncAll();
      }
    });
  };
  const onOrderEvent = (payload: string) => {
    const [from, id] = payload.split(' ');
    if (from !== schema || !/^\d{1,19}$/.test(id ?? '')) return;
    if (!readPending) {
      readPending = true;
      setImmediate(readCommitted);
    }
  };

  let checking: Promise<void> | undefined;
  let checkAgain = false;
  const checkSessions = async (): Promise<void> => {
    if (checking) {
      checkAgain = true;
      return checking;
    }
    checking = (async () => {
      do {
        checkAgain = false;
        const open = [...listeners];
        if (open.length === 0) break;
        try {
          const live = await liveSessions(db, [...new Set(open.map((l) => l.sessionId))], session);
          for (const listener of open) if (!live.has(listener.sessionId)) listener.stream.end();
        } catch (error) {
          // Unknown is not ended: the streams stay until a check can answer.
          log.warn({ err: error }, 'the sessions of live order streams could not be checked');
        }
      } while (checkAgain);
    })().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  const prune = () =>
    pruneEvents(db, options.keepHours, options.keepEvents).catch((error: unknown) => log.warn({ err: error }, 'old order events could not be pruned'));

  const every = (millis: number, work: () => unknown) => {
    const timer = setInterval(work, millis);
    timer.unref();
    timers.push(timer);
  };

  // LISTEN from the first stream on (then for good): a process that streams nothing (a command, most
  // tests) holds no connection for it.
  let listened: Promise<void> | undefined;
  const listening = () => {
    listened ??= listen().catch((error: unknown) => {
      listened = undefined;
      throw error;
    });
    return listened;
  };
  async function listen() {
    schema = await currentSchema(db);
    unlisteners.push(
      await db.listen(ORDER_EVENTS_CHANNEL, onOrderEvent, {
        onLost: (error) => {
          log.warn({ err: error }, 'live order events: LISTEN connection lost, reconnecting');
          resyncAll();
        },
        onRestored: () => {
          log.info('live order events: listening again; streams told to resync');
          resyncAll();
          void checkSessions();
        },
      }),
    );
    unlisteners.push(
      await db.listen(SESSION_ENDS_CHANNEL, (payload) => {
        if (payload === schema) void checkSessions();
      }),
    );
    // Taken once listening: whatever commits after it is both notified and read.
    position = await currentSnapshot(db);
  }

  async function replay(listener: Listener, lastEventId: string) {
    const from = parsePosition(lastEventId);
    const replayed = from
      ? await eventsAfter(db, from, options.replayLimit).catch((error: unknown) => {
          log.warn({ err: error }, 'live order events could not be replayed: stream told to resync');
          return { kind: 'resync' } as const;
        })
      : ({ kind: 'resync' } as const);
    const waiting = listener.waiting ?? [];
    listener.waiting = null;
    const batch =
      replayed.kind === 'events' && from
        ? positioned(replayed.events, lastEventId, {
            lastId: highest('legacyId' in from ? from.legacyId : from.lastId, replayed.events),
            snapshot: replayed.snapshot,
          })
        : [];
    // A replay too large for the stream's buffer is a resync too: the client reloads its lists. What
    // committed while it was read counts with it: a bulk write's live events arriving meanwhile had
    // dropped the stream before its headers went out (the client saw the socket hang up).
    const fits = replayed.kind === 'events' && listener.stream.canTake([...batch, ...waiting].map(ordersEvent));
    if (fits) {
      for (const item of batch) {
        listener.replayed.add(item.event.id);
        listener.stream.send(ordersEvent(item));
      }
    } else {
      listener.stream.send(RESYNC);
    }
    const rest = waiting.filter((item) => !listener.replayed.delete(item.event.id));
    // After a resync, what waited is sent only if it fits: the reload covers it either way.
    if (fits || listener.stream.canTake(rest.map(ordersEvent))) for (const item of rest) listener.stream.send(ordersEvent(item));
  }

  return {
    async start() {
      every(options.sessionCheckMillis, checkSessions);
      every(options.pruneEveryMillis, prune);
      void prune();
    },

    async open({ sessionId, employeeId, lastEventId }) {
      if (closing) return { kind: 'closing' };
      // Listening before the stream is added and its replay read: no commit falls between the two.
      await listening();
      if (closing) return { kind: 'closing' };
      // A set keeps insertion order: the employee's oldest streams come first.
      const ofEmployee = [...listeners].filter((l) => l.employeeId === employeeId);
      for (const oldest of ofEmployee.slice(0, Math.max(0, ofEmployee.length - options.maxStreamsPerEmployee + 1))) {
        oldest.stream.send(CLOSED_FOR_NEWER);
        oldest.stream.end();
      }
      if (listeners.size >= options.maxStreams) {
        if (Date.now() - warnedFullAt > FULL_WARNING_EVERY_MILLIS) {
          warnedFullAt = Date.now();
          log.warn({ openStreams: listeners.size }, 'live order streams: the server holds as many as it may (LIVE_STREAMS_MAX); new ones are refused');
        }
        return { kind: 'server-full' };
      }
      const listener: Listener = { stream: new SseStream(options), sessionId, employeeId, waiting: lastEventId ? [] : null, replayed: new Set() };
      listeners.add(listener);
      listener.stream.onEnd(() => listeners.delete(listener));
      if (lastEventId) await replay(listener, lastEventId);
      return { kind: 'opened', stream: listener.stream };
    },

    async close() {
      closing = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      // Each client comes back within a quarter of a second, to another instance behind the same address.
      for (const listener of [...listeners]) listener.stream.end(RECONNECT_AFTER_CLOSE_MS);
      await listened?.catch(() => undefined);
      for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => undefined);
      await reading;
      await checking;
    },

    get openStreams() {
      return listeners.size;
    },
  };
}
