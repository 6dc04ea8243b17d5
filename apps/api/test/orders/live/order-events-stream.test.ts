import { api, API_DOCS } from '@shopdesk/contracts';
import { request } from 'node:http';
import { newToken, tokenHash } from '../../../src/lib/tokens';
import { insertOrder, insertService } from '../../helpers/fixtures';
import { buildTestApp, type TestApp, type TestEmployee } from '../../helpers/test-app';
import type { Queryable } from '../../../src/db/database';
import { openPostgresDatabase } from '../../../src/db/postgres-database';
import { onPostgresOnly } from '../../helpers/postgres-only';
import { waitUntil } from '../../helpers/wait';
import { newKey, orderBody, sendOrder } from '../../storefront/storefront-helpers';
import { baseUrlOf, openOrderStream, type OpenedStream, type ReceivedEvent } from './live-helpers';

let t: TestApp;
let me: TestEmployee;
let baseUrl: string;
const streams: OpenedStream[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  me = await t.createEmployee();
  baseUrl = await baseUrlOf(t.app);
});
afterEach(() => streams.splice(0).forEach((s) => s.close()));
afterAll(() => t.close());

/** A stream of its own session, so the per-session cap never counts another test's streams. */
async function open(token?: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const stream = await openOrderStream(baseUrl, token ?? (await t.createEmployee()).token, headers);
  streams.push(stream);
  return stream;
}

const about = (orderId: string) => (event: ReceivedEvent) => event.event === 'orders' && event.data.includes(orderId);
/** The highest event id of a position (`<id>.<snapshot>`). */
const idOf = (position: string) => position.split('.')[0];
const wire = (id: string | undefined, changes: Array<{ orderId: string; from: string | null; to: string | null }>, more = false) =>
  `id: ${id}\nevent: orders\ndata: ${JSON.stringify({ changes, more })}\n\n`;

describe('an open stream', () => {
  it('starts at once with the retry delay and a comment, as an uncompressed, uncached event stream', async () => {
    const stream = await open(undefined, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.header('cache-control')).toBe('no-store');
    expect(stream.header('x-accel-buffering')).toBe('no');
    expect(stream.header('content-encoding')).toBeNull();
    // The security headers every answer carries.
    expect(stream.header('x-content-type-options')).toBe('nosniff');
    expect(stream.header('content-security-policy')).toContain("default-src 'self'");
    expect(stream.header('strict-transport-security')).toContain('max-age=');
    const opening = 'retry: 2000\n: open\n\n';
    await waitUntil(() => stream.text().length >= opening.length, 'the opening lines');
    expect(stream.text()).toBe(opening);
  });

  it('receives an order the storefront creates, in the exact wire format', async () => {
    const stream = await open();
    const key = await newKey(t);
    const service = await insertService(t.db);
    const res = await sendOrder(t, key, orderBody([service]));
    expect(res.statusCode).toBe(201);
    const orderId = res.json().data._id as string;
    const event = await stream.next(about(orderId));
    // A position: the highest event id sent, and the snapshot by which every committed event was sent.
    expect(event.id).toMatch(/^\d+\.\d+:\d+:(\d+(,\d+)*)?$/);
    expect(stream.text()).toContain(wire(event.id, [{ orderId, from: null, to: 'pending' }]));
  });

  it('receives a completion and a cancellation made through the API, and a deletion', async () => {
    const stream = await open();
    const completed = await insertOrder(t.db);
    const cancelled = await insertOrder(t.db);
    expect((await t.call(me, api.orders.changeOrderStatus, { params: { id: completed }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);
    expect((await t.call(me, api.orders.cancelOrder, { params: { id: cancelled } })).statusCode).toBe(200);
    await t.db.query('DELETE FROM orders WHERE id = $1', [cancelled]);

    const completion = await stream.next((e) => about(completed)(e) && e.data.includes('"to":"completed"'));
    const cancellation = await stream.next((e) => about(cancelled)(e) && e.data.includes('"to":"cancelled"'));
    const deletion = await stream.next((e) => about(cancelled)(e) && e.data.includes('"to":null'));
    expect(stream.text()).toContain(wire(completion.id, [{ orderId: completed, from: 'pending', to: 'completed' }]));
    expect(stream.text()).toContain(wire(cancellation.id, [{ orderId: cancelled, from: 'pending', to: 'cancelled' }]));
    expect(stream.text()).toContain(wire(deletion.id, [{ orderId: cancelled, from: 'cancelled', to: null }]));
  });

  it('hears nothing of an update that changes no status', async () => {
    const orderId = await insertOrder(t.db);
    const stream = await open();
    await t.db.query("UPDATE orders SET name = 'Renamed' WHERE id = $1", [orderId]);
    await t.db.query("UPDATE orders SET order_status = 'pending' WHERE id = $1", [orderId]);
    const marker = await insertOrder(t.db);
    await stream.next(about(marker));
    expect(stream.events.filter(about(orderId))).toEqual([]);
  });

  it('gets one event for a 60-order statement: 50 changes and more', async () => {
    const stream = await open();
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO orders (name, email, total_cents) SELECT 'Bulk ' || n, 'bulk@example.com', 100 FROM generate_series(1, 60) n RETURNING id",
    );
    const event = await stream.next((e) => rows.some((row) => about(row.id)(e)));
    const data = JSON.parse(event.data);
    expect(data.more).toBe(true);
    expect(data.changes).toHaveLength(50);
    expect(data.changes.every((c: { from: unknown; to: unknown }) => c.from === null && c.to === 'pending')).toBe(true);
    expect(new Set(data.changes.map((c: { orderId: string }) => c.orderId)).size).toBe(50);
  });
});

describe('access', () => {
  it('answers 401 without a token or with an unknown one, before any stream', async () => {
    for (const token of [null, 'x'.repeat(43)]) {
      const refused = await openOrderStream(baseUrl, token);
      expect(refused.status).toBe(401);
      expect(refused.header('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(await refused.body())).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('answers 406 to a client that does not ask for an event stream, and 400 to a malformed Last-Event-ID', async () => {
    const employee = await t.createEmployee();
    const notAsked = await t.inject(employee, { method: 'GET', url: api.orders.streamOrderEvents.path });
    expect(notAsked.statusCode).toBe(406);
    expect(notAsked.json().message).toMatch(/Accept: text\/event-stream/);
    const malformed = await t.inject(employee, {
      method: 'GET',
      url: api.orders.streamOrderEvents.path,
      headers: { accept: 'text/event-stream', 'last-event-id': '12abc' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Last-Event-ID/);
  });

  it("closes the employee's oldest of 5 streams (4 tabs' worth, whatever the session) with a closed event", async () => {
    const employee = await t.createEmployee();
    const otherSession = newToken();
    await t.db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [employee.id, tokenHash(otherSession)]);
    const four = [];
    for (let n = 0; n < 4; n++) four.push(await open(n % 2 ? otherSession : employee.token));
    expect(four.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const colleagues = await open();
    const fifth = await open(employee.token);
    expect(fifth.status).toBe(200);
    await four[0].ended();
    expect(four[0].events.at(-1)).toEqual({ event: 'closed', data: '{"reason":"too-many-streams"}' });
    // The others, and another employee's, stay open.
    const marker = await insertOrder(t.db);
    for (const stream of [...four.slice(1), fifth, colleagues]) await stream.next(about(marker));
  });

  it('refuses a stream past the server-wide cap with 503 and Retry-After', async () => {
    const small = await buildTestApp({ LIVE_STREAMS_MAX: '1' });
    try {
      const url = await baseUrlOf(small.app);
      const first = await openOrderStream(url, (await small.createEmployee()).token);
      const refused = await openOrderStream(url, (await small.createEmployee()).token);
      expect(refused.status).toBe(503);
      expect(refused.header('retry-after')).toBe('30');
      expect(JSON.parse(await refused.body()).message).toMatch(/as many live streams as it can/);
      first.close();
    } finally {
      await small.close();
    }
  });
});

describe('HEAD', () => {
  /** A HEAD over real HTTP: its headers come at once, whatever the server keeps open behind them. */
  const head = (token: string) =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const req = request(
        `${baseUrl}${api.orders.streamOrderEvents.path}`,
        { method: 'HEAD', agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
        },
      );
      req.on('error', reject).end();
    });

  it('is refused with 405 and holds no stream, so six of them leave the session its live queue', async () => {
    const employee = await t.createEmployee();
    const before = t.app.orderEvents.openStreams;
    for (let n = 0; n < 6; n++) expect(await head(employee.token)).toEqual({ status: 405, allow: 'GET' });
    expect(t.app.orderEvents.openStreams).toBe(before);
    expect((await open(employee.token)).status).toBe(200);
  });
});

describe('the end of the session ends the stream', () => {
  it('on logout through the API', async () => {
    const employee = await t.createEmployee();
    const stream = await open(employee.token);
    await stream.next(() => true, 200).catch(() => undefined);
    expect((await t.call(employee, api.auth.logout)).statusCode).toBe(200);
    await stream.ended();
    // And it cannot come back.
    expect((await open(employee.token)).status).toBe(401);
  });

  it('when the employee is archived', async () => {
    const employee = await t.createEmployee();
    const stream = await open(employee.token);
    await t.db.query('UPDATE employees SET is_active = false WHERE id = $1', [employee.id]);
    await stream.ended();
  });

  it('but not when another session of the employee ends', async () => {
    const employee = await t.createEmployee();
    const stream = await open(employee.token);
    const otherToken = newToken();
    await t.db.query('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2)', [employee.id, tokenHash(otherToken)]);
    const otherStream = await open(otherToken);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [tokenHash(otherToken)]);
    // The other session's stream ending shows the check that revocation set off has run.
    await otherStream.ended();
    const marker = await insertOrder(t.db);
    await stream.next(about(marker));
  });
});

describe('resuming with Last-Event-ID', () => {
  it('replays the events missed while disconnected, in id order, then goes on live', async () => {
    const employee = await t.createEmployee();
    const first = await open(employee.token);
    const seen = await insertOrder(t.db);
    const lastId = (await first.next(about(seen))).id as string;
    first.close();

    const missed = [await insertOrder(t.db), await insertOrder(t.db)];
    await t.call(me, api.orders.changeOrderStatus, { params: { id: missed[0] }, body: { orderStatus: 'completed' } });

    const resumed = await open(employee.token, { 'last-event-id': lastId });
    const live = await insertOrder(t.db);
    await resumed.next(about(live));
    const replayed = resumed.events.filter((e) => e.event === 'orders');
    expect(replayed.map((e) => JSON.parse(e.data).changes[0])).toEqual([
      { orderId: missed[0], from: null, to: 'pending' },
      { orderId: missed[1], from: null, to: 'pending' },
      { orderId: missed[0], from: 'pending', to: 'completed' },
      { orderId: live, from: null, to: 'pending' },
    ]);
    // Each position's highest id never goes back, and the last is past where it resumed.
    const ids = replayed.map((e) => BigInt(idOf(e.id as string)));
    expect(ids.every((id, i) => id >= BigInt(idOf(lastId)) && (i === 0 || id >= ids[i - 1]))).toBe(true);
    expect(ids[ids.length - 1] > BigInt(idOf(lastId))).toBe(true);
    expect(resumed.events.some((e) => e.event === 'resync')).toBe(false);
  });

  onPostgresOnly('an event that commits after a later one was sent', () => {
    /** The slot of the order counters this connection adds to (pg_backend_pid() % 16, migration 004). */
    const counterSlot = async (db: Queryable) => (await db.query<{ slot: number }>('SELECT pg_backend_pid() % 16 AS slot')).rows[0].slot;

    /**
     * An order written and committed beside a transaction held open, sharing none of the counter
     * rows that transaction holds locked until it commits, or it would wait for it (and here the
     * held one waits for this write: the test hung about one time in eight). Those rows are its
     * connection's slot's (`heldSlot`: the status, day, total-range and name counts, the list version)
     * and those of its values (the total and the name, by the order id's first digit: migration
     * 035), so this order's are another connection's and other values.
     */
    async function insertOrderApart(heldSlot: number): Promise<string> {
      const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      for (;;) {
        const own = openPostgresDatabase({ url: process.env.DATABASE_URL as string, poolSize: 1, searchPath: `${rows[0].schema},public` });
        try {
          const orderId = await own.transaction(async (tx) =>
            (await counterSlot(tx)) === heldSlot ? null : insertOrder(tx, { name: 'A later customer', totalCents: 4321 }),
          );
          if (orderId) return orderId;
        } finally {
          await own.close();
        }
      }
    }

    it('is replayed to the stream that resumes from the later one, and the later one is not sent again', async () => {
      const employee = await t.createEmployee();
      const stream = await open(employee.token);
      // The first transaction writes (taking the lower event id) and stays open while a second
      // writes, commits and is sent; the stream is cut; then the first commits.
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let written!: (write: { orderId: string; slot: number }) => void;
      const firstWrote = new Promise<{ orderId: string; slot: number }>((resolve) => (written = resolve));
      const first = t.db.transaction(async (tx) => {
        const orderId = await insertOrder(tx);
        written({ orderId, slot: await counterSlot(tx) });
        await held;
      });
      const { orderId: earlier, slot } = await firstWrote;
      const later = await insertOrderApart(slot);
      const sent = await stream.next(about(later));
      stream.close();
      commit();
      await first;
      const { rows } = await t.db.query<{ order_id: string; id: string }>(
        "SELECT payload->'changes'->0->>'orderId' AS order_id, id::text FROM order_events WHERE payload->'changes'->0->>'orderId' = ANY($1)",
        [[earlier, later]],
      );
      const idOfOrder = new Map(rows.map((row) => [row.order_id, BigInt(row.id)]));
      expect((idOfOrder.get(earlier) as bigint) < (idOfOrder.get(later) as bigint)).toBe(true);

      const resumed = await open(employee.token, { 'last-event-id': sent.id as string });
      await resumed.next(about(earlier));
      const marker = await insertOrder(t.db);
      await resumed.next(about(marker));
      expect(resumed.events.filter(about(later))).toEqual([]);
      expect(resumed.events.some((e) => e.event === 'resync')).toBe(false);
    });
  });

  it('understands the bare event id the release before sent (a stream moved over during a deploy): the events above it', async () => {
    const stream = await open();
    const seen = await insertOrder(t.db);
    const position = (await stream.next(about(seen))).id as string;
    const missed = await insertOrder(t.db);
    const resumed = await open(undefined, { 'last-event-id': idOf(position) });
    const replayed = await resumed.next(about(missed));
    expect(resumed.events.filter(about(seen))).toEqual([]);
    // From here on it carries this release's positions.
    expect(replayed.id).toMatch(/^\d+\.\d+:\d+:/);
  });

  it('refuses a Last-Event-ID it never sent with a 400', async () => {
    for (const id of ['12.abc', '12.5:4', '1'.repeat(5000), '1.2:3:4;DROP']) {
      const refused = await open(undefined, { 'last-event-id': id });
      expect([refused.status, JSON.parse(await refused.body()).message]).toEqual([400, 'Last-Event-ID must be the id of an event this stream sent']);
    }
  });

  it('says resync when the events after it were pruned, or it is not an id of this table', async () => {
    const stream = await open();
    const seen = await insertOrder(t.db);
    const lastId = (await stream.next(about(seen))).id as string;
    await insertOrder(t.db);
    await insertOrder(t.db);
    // Pruned from the oldest up, the newest kept (as the hub prunes).
    await t.db.query('DELETE FROM order_events WHERE id < (SELECT max(id) FROM order_events)');

    for (const id of [lastId, '999999999999']) {
      const resumed = await open(undefined, { 'last-event-id': id });
      const resync = await resumed.next((e) => e.event === 'resync');
      expect(resync).toEqual({ event: 'resync', data: '{}' });
      expect(resumed.text()).toContain('\n\nevent: resync\ndata: {}\n\n');
    }
  });
});

describe('a replay larger than the stream buffer', () => {
  it('says resync at once instead of an empty answer (over 1 MB of waiting events, written in bulk)', async () => {
    const stream = await open();
    const seen = await insertOrder(t.db);
    const lastId = (await stream.next(about(seen))).id as string;
    // 400 statements of 51 new orders: 400 events of 50 changes each, about 1.3 MB on the wire,
    // fewer than the replay limit of 1,000 events.
    await t.db.query(`DO $$ BEGIN FOR i IN 1..400 LOOP
      INSERT INTO orders (name, email, total_cents, order_status) SELECT 'Bulk', 'bulk@example.com', 100, 'pending' FROM generate_series(1, 51);
    END LOOP; END $$`);
    const { rows } = await t.db.query<{ bytes: string }>('SELECT sum(octet_length(payload::text))::text AS bytes FROM order_events WHERE id > $1', [idOf(lastId)]);
    expect(Number(rows[0].bytes)).toBeGreaterThan(1024 * 1024);
    // The hub sends the bulk live to the streams open when it reads it, over their 1 MB buffer, so
    // it drops them (they come back and replay, or resync): this one now, and the resumed one too
    // if it opened before that read. It opens after, so what it gets is its replay.
    await stream.ended();

    const resumed = await open(undefined, { 'last-event-id': lastId });
    expect(resumed.status).toBe(200);
    // The replay is not sent: resync comes first.
    expect(await resumed.next((e) => e.event === 'resync')).toEqual({ event: 'resync', data: '{}' });
    expect(resumed.events[0]).toEqual({ event: 'resync', data: '{}' });
    // And it goes on live.
    const after = await insertOrder(t.db);
    await resumed.next(about(after));
  });
});

describe('TRUNCATE', () => {
  it('is an event with no changes and more, so clients refetch', async () => {
    const stream = await open();
    await t.db.query('TRUNCATE orders CASCADE');
    const event = await stream.next((e) => e.event === 'orders' && e.data.includes('"more":true') && e.data.includes('"changes":[]'));
    expect(stream.text()).toContain(wire(event.id, [], true));
  });
});

it('is in the OpenAPI document, protected, answering text/event-stream', async () => {
  const doc = (await t.inject(null, { method: 'GET', url: `${API_DOCS}/json` })).json();
  const operation = doc.paths[api.orders.streamOrderEvents.path].get;
  expect(operation.security).toEqual([{ bearerAuth: [] }]);
  expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
});
