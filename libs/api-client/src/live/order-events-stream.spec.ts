/** @jest-environment node */
import type { OrderChangesEvent } from '@shopdesk/contracts';
import { openOrderEvents, readChangesEvent, type OrderEventsHandlers } from './order-events-stream';

const ORDER = '7d0e2a4c-1f3b-4c5d-8e6f-0a1b2c3d4e5f';
const created = (id: string) => `id: ${id}\nevent: orders\ndata: {"changes":[{"orderId":"${ORDER}","from":null,"to":"pending"}],"more":false}\n\n`;

/** A response whose body streams `chunks`, then ends (or stays open with `hold`). */
function streamResponse(chunks: string[], { hold = false, status = 200 } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

function recorder() {
  const seen: { changes: OrderChangesEvent[]; resyncs: string[]; statuses: string[] } = { changes: [], resyncs: [], statuses: [] };
  const handlers: OrderEventsHandlers = {
    onChanges: (event) => seen.changes.push(event),
    onResync: (reason) => seen.resyncs.push(reason),
    onStatus: (status) => seen.statuses.push(status),
  };
  return { seen, handlers };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('openOrderEvents', () => {
  it('sends the bearer token, hands on each orders event, and resumes from the last id after a drop', async () => {
    const requests: Record<string, string>[] = [];
    const answers = [streamResponse([': open\n\n', created('5')]), streamResponse([created('6')], { hold: true })];
    const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      requests.push(init?.headers as Record<string, string>);
      return answers.shift() ?? streamResponse([], { hold: true });
    });
    const { seen, handlers } = recorder();
    const connection = openOrderEvents(handlers, { url: '/events', token: () => 'tok', fetch, retryMillis: 1 });
    await waitFor(() => seen.changes.length === 2);
    connection.close();

    expect(requests[0]).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(requests[0]).not.toHaveProperty('Last-Event-ID');
    expect(requests[1]).toMatchObject({ 'Last-Event-ID': '5' });
    expect(seen.changes[0]).toEqual({ changes: [{ orderId: ORDER, from: null, to: 'pending' }], more: false });
    // Back after a drop: the counts are refetched, whatever was replayed.
    expect(seen.resyncs).toEqual(['reconnected']);
  });

  it('stops for good when the session has ended (401), without retrying, and says which token was refused', async () => {
    const fetch = jest.fn(async () => new Response(null, { status: 401 }));
    const { seen, handlers } = recorder();
    const onRefused = jest.fn();
    openOrderEvents({ ...handlers, onRefused }, { url: '/events', token: () => 'tok', fetch, retryMillis: 1 });
    await waitFor(() => seen.statuses.includes('ended'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith('tok');
  });

  it('does not connect without a token', async () => {
    const fetch = jest.fn();
    const { seen, handlers } = recorder();
    openOrderEvents(handlers, { url: '/events', token: () => null, fetch });
    await waitFor(() => seen.statuses.includes('ended'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('retries an unreachable or failing server, and a resync or an unreadable event asks for a refetch', async () => {
    const answers: Array<() => Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('busy', { status: 503 }),
      async () => streamResponse(['event: resync\ndata: {}\n\n', 'id: 8\nevent: orders\ndata: {"changes":"?"}\n\n'], { hold: true }),
    ];
    const fetch = jest.fn(() => (answers.shift() ?? (async () => streamResponse([], { hold: true })))());
    const { seen, handlers } = recorder();
    const connection = openOrderEvents(handlers, { url: '/events', token: () => 'tok', fetch, retryMillis: 1 });
    await waitFor(() => seen.resyncs.length === 2);
    connection.close();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(seen.resyncs).toEqual(['server', 'server']);
    expect(seen.changes).toEqual([]);
  });
  it('after a closed event waits to be used again, then resumes from the last id; without a wait it ends', async () => {
    const closed = 'event: closed\ndata: {"reason":"too-many-streams"}\n\n';
    const requests: Record<string, string>[] = [];
    const answers = [streamResponse([created('5'), closed]), streamResponse([created('6')], { hold: true })];
    const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      requests.push(init?.headers as Record<string, string>);
      return answers.shift() ?? streamResponse([], { hold: true });
    });
    let resume: () => void = () => undefined;
    const waitToResume = jest.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    const { seen, handlers } = recorder();
    const connection = openOrderEvents(handlers, { url: '/events', token: () => 'tok', fetch, retryMillis: 1, waitToResume });
    await waitFor(() => seen.statuses.includes('paused'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Paused: no reconnection (it would close another tab's stream) until the tab is used.
    expect(fetch).toHaveBeenCalledTimes(1);
    resume();
    await waitFor(() => seen.changes.length === 2);
    connection.close();
    expect(requests[1]).toMatchObject({ 'Last-Event-ID': '5' });
    expect(seen.statuses.slice(0, 5)).toEqual(['connecting', 'live', 'paused', 'connecting', 'live']);

    const once = jest.fn(async () => streamResponse([closed]));
    const alone = recorder();
    openOrderEvents(alone.handlers, { url: '/events', token: () => 'tok', fetch: once, retryMillis: 1 });
    await waitFor(() => alone.seen.statuses.includes('ended'));
    expect(alone.seen.statuses).toEqual(['connecting', 'live', 'paused', 'ended']);
    expect(once).toHaveBeenCalledTimes(1);
  });
});

describe('readChangesEvent', () => {
  it('reads the contract shape and refuses anything else', () => {
    expect(readChangesEvent('{"changes":[],"more":true}')).toEqual({ changes: [], more: true });
    expect(readChangesEvent('{"changes":[{"orderId":1}],"more":false}')).toBeNull();
    expect(readChangesEvent('not json')).toBeNull();
  });
});
