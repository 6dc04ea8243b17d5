import type { Database, ListenEvents } from '../../../src/db/database';
import { createOrderEventsHub, ORDER_EVENTS_HUB_DEFAULTS, type OrderEventsHub } from '../../../src/live/order-events-hub';
import { pruneEvents } from '../../../src/live/order-event-store';
import { SseStream } from '../../../src/live/sse-stream';
import { insertOrder } from '../../helpers/fixtures';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';

let t: TestApp;
const hubs: OrderEventsHub[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
});
afterAll(() => t.close());

const silentLog = { warn: () => undefined, info: () => undefined };

async function startHub(db: Database = t.db, options: Partial<typeof ORDER_EVENTS_HUB_DEFAULTS> = {}): Promise<OrderEventsHub> {
  const hub = createOrderEventsHub(db, t.config.session, silentLog, { ...ORDER_EVENTS_HUB_DEFAULTS, ...options });
  hubs.push(hub);
  await hub.start();
  return hub;
}

async function sessionIdOf(employeeId: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE employee_id = $1', [employeeId]);
  return rows[0].id;
}

function collect(stream: SseStream) {
  let text = '';
  stream.body.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

async function openFor(hub: OrderEventsHub, sessionId: string): Promise<SseStream> {
  const opened = await hub.open({ sessionId });
  if (opened.kind !== 'opened') throw new Error(opened.kind);
  return opened.stream;
}

it('ends the stream of a session that went idle at its next check, without keeping the session alive', async () => {
  // The session checks counted by their reads of the sessions table.
  let checks = 0;
  const counting: Database = {
    ...t.db,
    query: (async (sql: string, params?: readonly unknown[]) => {
      const result = await t.db.query(sql, params);
      if (/\bFROM sessions\b/.test(sql)) checks += 1;
      return result;
    }) as Database['query'],
  };
  const hub = await startHub(counting, { sessionCheckMillis: 20 });
  const employee = await t.createEmployee();
  const sessionId = await sessionIdOf(employee.id);
  const stream = await openFor(hub, sessionId);
  const seen = checks;
  await waitUntil(() => checks >= seen + 2, 'two session checks');
  expect(stream.isOpen).toBe(true);
  const before = await t.db.query('SELECT last_seen_at FROM sessions WHERE id = $1', [sessionId]);

  await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1", [sessionId]);
  await waitUntil(() => !stream.isOpen, 'the stream to end');
  expect(hub.openStreams).toBe(0);
  // The checks read the session and never touched it.
  const after = await t.db.query<{ idle: boolean }>("SELECT last_seen_at < now() - interval '30 minutes' AS idle FROM sessions WHERE id = $1", [sessionId]);
  expect(after.rows[0].idle).toBe(true);
  expect(before.rows).toHaveLength(1);
});

it('tells every stream to resync when its LISTEN connection is lost, and again when it is back', async () => {
  const heard: ListenEvents[] = [];
  const db: Database = {
    ...t.db,
    listen: async (channel, onPayload, events) => {
      if (events) heard.push(events);
      return t.db.listen(channel, onPayload, events);
    },
  };
  const hub = await startHub(db);
  const employee = await t.createEmployee();
  const stream = await openFor(hub, await sessionIdOf(employee.id));
  const text = collect(stream);
  heard[0].onLost?.(new Error('connection terminated'));
  heard[0].onRestored?.();
  const marker = await insertOrder(t.db);
  await waitUntil(() => text().includes(marker), 'the marker order');
  expect(text().split('event: resync\ndata: {}\n\n').length - 1).toBe(2);
});

it('tells a stream to resync when an event cannot be read', async () => {
  let failing = false;
  const db: Database = {
    ...t.db,
    query: (sql, params) => (failing && sql.includes('FROM order_events WHERE id = ANY') ? Promise.reject(new Error('gone')) : t.db.query(sql, params)),
  };
  const hub = await startHub(db);
  const employee = await t.createEmployee();
  const stream = await openFor(hub, await sessionIdOf(employee.id));
  const text = collect(stream);
  failing = true;
  await insertOrder(t.db);
  await waitUntil(() => text().includes('event: resync'), 'a resync');
  expect(text()).not.toContain('event: orders');
});

it('ends its streams and refuses new ones once closed', async () => {
  const hub = await startHub();
  const employee = await t.createEmployee();
  const sessionId = await sessionIdOf(employee.id);
  const stream = await openFor(hub, sessionId);
  await hub.close();
  expect(stream.isOpen).toBe(false);
  expect(await hub.open({ sessionId })).toEqual({ kind: 'closing' });
});

it('prunes from the oldest up: past the age or the count, never the newest', async () => {
  await t.db.query('DELETE FROM order_events');
  for (let n = 0; n < 5; n++) await insertOrder(t.db);
  const ids = async () => (await t.db.query<{ id: string }>('SELECT id::text AS id FROM order_events ORDER BY id')).rows.map((r) => r.id);
  const all = await ids();
  expect(all).toHaveLength(5);
  expect(await pruneEvents(t.db, 24, 100)).toBe(0);
  expect(await pruneEvents(t.db, 24, 2)).toBe(3);
  expect(await ids()).toEqual(all.slice(3));
  await t.db.query("UPDATE order_events SET created_at = now() - interval '2 days'");
  expect(await pruneEvents(t.db, 24, 100)).toBe(1);
  expect(await ids()).toEqual(all.slice(4));
});
