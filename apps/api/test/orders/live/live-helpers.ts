import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { get, type IncomingMessage } from 'node:http';

/** One event as a client parses it (comments and the retry field kept apart). */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  /** A response header, null when absent. */
  header(name: string): string | null;
  /** Every byte received so far, as text. */
  text(): string;
  events: ReceivedEvent[];
  /** Resolves with the first event (from the start of the stream) that `match` accepts, or fails after `withinMs`. */
  next(match?: (event: ReceivedEvent) => boolean, withinMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream (or fails after `withinMs`). */
  ended(withinMs?: number): Promise<void>;
  /** The whole answer, once it has ended (a refusal's JSON). */
  body(): Promise<string>;
  close(): void;
}

/** Listens on a free port of 127.0.0.1 (once per app) and answers its base URL. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

function parseBlock(block: string): ReceivedEvent | null {
  const event: ReceivedEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : null;
}

/**
 * Opens orders/events over real HTTP (inject would wait for an answer that never ends) and reads
 * it as it arrives. node:http on a connection of its own (fetch keeps a pool, whose spare
 * connections would hold the server's close until their idle timeout); `close()` ends it.
 */
export function openOrderStream(baseUrl: string, token: string | null, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${baseUrl}${api.orders.streamOrderEvents.path}`,
      { agent: false, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } },
      (response) => resolve(readStream(response, () => request.destroy())),
    );
    request.on('error', reject);
  });
}

/**
 * A limit for hangs, as in helpers/wait.ts, not a speed check: what a test waits for comes in
 * milliseconds, but a loaded CI machine (two test workers and PostgreSQL on two cores) once took
 * over a second. How fast an order reaches a screen is the order-to-screen benchmark's to say.
 */
const WAIT_MS = 10_000;

function readStream(response: IncomingMessage, destroy: () => void): OpenedStream {
  let received = '';
  let pending = '';
  const events: ReceivedEvent[] = [];
  const wakers = new Set<() => void>();
  let done = false;
  const wake = () => wakers.forEach((w) => w());

  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    received += text;
    pending += text;
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const event = parseBlock(pending.slice(0, end));
      pending = pending.slice(end + 2);
      if (event) events.push(event);
    }
    wake();
  });
  // Ended by the server, or cut off: the stream is over either way.
  response.on('close', () => {
    done = true;
    wake();
  });
  response.on('error', () => undefined);

  const waitUntil = <T>(check: () => T | undefined, withinMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const tryNow = () => {
        const found = check();
        if (found === undefined) return false;
        wakers.delete(tryNow);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        wakers.delete(tryNow);
        reject(new Error(`${what} within ${withinMs} ms; received:\n${received}`));
      }, withinMs);
      if (!tryNow()) wakers.add(tryNow);
    });

  return {
    status: response.statusCode ?? 0,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      return value === undefined ? null : String(value);
    },
    text: () => received,
    events,
    next: (match = () => true, withinMs = WAIT_MS) => waitUntil(() => events.find(match), withinMs, 'no matching event'),
    ended: async (withinMs = WAIT_MS) => {
      await waitUntil(() => (done ? true : undefined), withinMs, 'the stream did not end');
    },
    body: () => waitUntil(() => (done ? received : undefined), WAIT_MS, 'the answer did not end'),
    close: destroy,
  };
}

/** The `orders` events of a stream, with their data parsed. */
export const ordersEvents = (stream: OpenedStream) =>
  stream.events.filter((e) => e.event === 'orders').map((e) => ({ id: e.id, ...JSON.parse(e.data) }));
