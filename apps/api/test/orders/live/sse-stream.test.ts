import { SseStream } from '../../../src/live/sse-stream';
import { waitUntil } from '../../helpers/wait';

const options = { heartbeatMillis: 20, maxBufferedBytes: 4096, retryMillis: 2000 };
const streams: SseStream[] = [];
afterEach(() => streams.splice(0).forEach((s) => s.drop()));
const stream = () => {
  const s = new SseStream(options);
  streams.push(s);
  return s;
};

/** A reading client: what it has received so far. */
function reader(s: SseStream): () => string {
  let text = '';
  s.body.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

it('opens with the retry delay and a comment, sends events and a keep-alive comment while quiet', async () => {
  const s = stream();
  s.send({ id: '7', event: 'orders', data: '{"changes":[],"more":false}' });
  s.send({ event: 'resync', data: '{}' });
  const received = reader(s);
  await waitUntil(() => received().split(': keep-alive\n\n').length - 1 >= 2, 'two keep-alive comments');
  const text = received();
  expect(text.startsWith('retry: 2000\n: open\n\nid: 7\nevent: orders\ndata: {"changes":[],"more":false}\n\nevent: resync\ndata: {}\n\n')).toBe(true);
});

it('drops a client that does not read once its backlog passes the bound, instead of buffering for ever', () => {
  const s = stream();
  let ended = false;
  s.onEnd(() => (ended = true));
  const data = JSON.stringify({ changes: [], more: false, pad: 'x'.repeat(400) });
  for (let n = 0; n < 9 && s.isOpen; n++) s.send({ id: String(n), event: 'orders', data });
  expect(s.isOpen).toBe(false);
  expect(ended).toBe(true);
  expect(s.body.destroyed).toBe(true);
});

it('keeps a reading client however much it is sent', async () => {
  const s = stream();
  const received = reader(s);
  const data = JSON.stringify({ changes: [], more: false, pad: 'x'.repeat(400) });
  for (let n = 0; n < 100; n++) {
    s.send({ id: String(n), event: 'orders', data });
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(s.isOpen).toBe(true);
  await waitUntil(() => received().split('event: orders').length - 1 === 100, 'the 100 events');
  expect(s.isOpen).toBe(true);
});

it('ends once, after what was written, and stops its heartbeat', async () => {
  const s = stream();
  let ends = 0;
  s.onEnd(() => (ends += 1));
  s.send({ id: '1', event: 'orders', data: '{}' });
  s.end();
  s.end();
  const received = reader(s);
  await waitUntil(() => s.body.readableEnded, 'the body to end');
  const text = received();
  expect(ends).toBe(1);
  expect(text).toBe('retry: 2000\n: open\n\nid: 1\nevent: orders\ndata: {}\n\n');
});

it('takes events that fill at most half its buffer, counting what waits already', () => {
  const s = stream();
  const event = (bytes: number) => ({ event: 'orders', data: 'x'.repeat(bytes) });
  expect(s.canTake([event(1000), event(900)])).toBe(true);
  expect(s.canTake([event(1000), event(1100)])).toBe(false);
  s.send(event(1500));
  expect(s.canTake([event(500)])).toBe(false);
  expect(s.isOpen).toBe(true);
});
