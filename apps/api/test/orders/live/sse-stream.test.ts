import { SseStream } from '../../../src/live/sse-stream';

const options = { heartbeatMillis: 20, maxBufferedBytes: 4096, retryMillis: 2000 };
const streams: SseStream[] = [];
afterEach(() => streams.splice(0).forEach((s) => s.drop()));
const stream = () => {
  const s = new SseStream(options);
  streams.push(s);
  return s;
};

/** What a reading client receives within `ms`. */
async function read(s: SseStream, ms: number): Promise<string> {
  let text = '';
  s.body.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return text;
}

it('opens with the retry delay and a comment, sends events and a keep-alive comment while quiet', async () => {
  const s = stream();
  s.send({ id: '7', event: 'orders', data: '{"changes":[],"more":false}' });
  s.send({ event: 'resync', data: '{}' });
  const text = await read(s, 70);
  expect(text.startsWith('retry: 2000\n: open\n\nid: 7\nevent: orders\ndata: {"changes":[],"more":false}\n\nevent: resync\ndata: {}\n\n')).toBe(true);
  expect(text.split(': keep-alive\n\n').length - 1).toBeGreaterThanOrEqual(2);
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
  const reading = read(s, 30);
  const data = JSON.stringify({ changes: [], more: false, pad: 'x'.repeat(400) });
  for (let n = 0; n < 100; n++) {
    s.send({ id: String(n), event: 'orders', data });
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(s.isOpen).toBe(true);
  expect((await reading).split('event: orders').length - 1).toBe(100);
});

it('ends once, after what was written, and stops its heartbeat', async () => {
  const s = stream();
  let ends = 0;
  s.onEnd(() => (ends += 1));
  s.send({ id: '1', event: 'orders', data: '{}' });
  s.end();
  s.end();
  const text = await read(s, 60);
  expect(ends).toBe(1);
  expect(text).toBe('retry: 2000\n: open\n\nid: 1\nevent: orders\ndata: {}\n\n');
});
