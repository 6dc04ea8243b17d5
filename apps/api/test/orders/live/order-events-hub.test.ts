import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../src/config';
import type { Database, ListenEvents } from '../../../src/db/database';
import { defaultLiveStreamsMax, openFilesLimit } from '../../../src/live/descriptor-limit';
import { createOrderEventsHub, ORDER_EVENTS_HUB_DEFAULTS, type OrderEventsHub } from '../../../src/live/order-events-hub';
import { pruneEvents } from '../../../src/live/order-event-store';
import { newToken, tokenHash } from '../../../src/lib/tokens';
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
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE employee_id = $1 ORDER BY created_at LIMIT 1', [employeeId]);
  return rows[0].id;
}

function collect(stream: SseStream) {
  let text = '';
  stream.body.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

/** A stream of the employee, in their first session unless another is named. */
async function openFor(hub: OrderEventsHub, employeeId: string, sessionId?: string): Promise<SseStream> {
  const opened = await hub.open({ sessionId: sessionId ?? (await sessionIdOf(employeeId)), employeeId });
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
  const stream = await openFor(hub, employee.id, sessionId);
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
  const stream = await openFor(hub, employee.id);
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
    query: (sql, params) => (failing && sql.includes('pg_visible_in_snapshot') ? Promise.reject(new Error('gone')) : t.db.query(sql, params)),
  };
  const hub = await startHub(db);
  const employee = await t.createEmployee();
  const stream = await openFor(hub, employee.id);
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
  const stream = await openFor(hub, employee.id, sessionId);
  await hub.close();
  expect(stream.isOpen).toBe(false);
  expect(await hub.open({ sessionId, employeeId: employee.id })).toEqual({ kind: 'closing' });
});

it("closes an employee's oldest stream past their cap, across sessions, telling it why; nobody else's", async () => {
  const hub = await startHub(t.db, { maxStreamsPerEmployee: 2 });
  const [employee, colleague] = [await t.createEmployee(), await t.createEmployee()];
  const otherSession = await t.db.query<{ id: string }>('INSERT INTO sessions (employee_id, token_hash) VALUES ($1, $2) RETURNING id', [
    employee.id,
    tokenHash(newToken()),
  ]);
  const theirs = await openFor(hub, colleague.id);
  const oldest = await openFor(hub, employee.id);
  const oldestText = collect(oldest);
  const second = await openFor(hub, employee.id, otherSession.rows[0].id);
  expect(oldest.isOpen).toBe(true);

  const newest = await openFor(hub, employee.id);
  expect(oldest.isOpen).toBe(false);
  await waitUntil(() => oldestText().endsWith('event: closed\ndata: {"reason":"too-many-streams"}\n\n'), 'the closed event');
  expect([second.isOpen, newest.isOpen, theirs.isOpen]).toEqual([true, true, true]);
  expect(hub.openStreams).toBe(3);
});

it("refuses a stream past the server's cap, and opens one again once a stream ends", async () => {
  const hub = await startHub(t.db, { maxStreams: 2 });
  const [a, b, c] = [await t.createEmployee(), await t.createEmployee(), await t.createEmployee()];
  const first = await openFor(hub, a.id);
  await openFor(hub, b.id);
  expect(await hub.open({ sessionId: await sessionIdOf(c.id), employeeId: c.id })).toEqual({ kind: 'server-full' });
  first.end();
  await openFor(hub, c.id);
  expect(hub.openStreams).toBe(2);
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

describe("the server-wide cap follows the process's descriptor limit", () => {
  it('reads the soft open-files limit, and defaults to half of it (at most 10,000; 500 when unknown)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const file = join(dir, 'limits');
    writeFileSync(file, 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n');
    expect(openFilesLimit(file)).toBe(1024);
    expect(openFilesLimit(join(dir, 'absent'))).toBeUndefined();
    rmSync(dir, { recursive: true });
    expect([defaultLiveStreamsMax(1024), defaultLiveStreamsMax(1_048_576), defaultLiveStreamsMax(undefined)]).toEqual([512, 10_000, 500]);
  });

  it('refuses a LIVE_STREAMS_MAX at or above the limit, naming the variable', () => {
    const descriptors = openFilesLimit();
    if (descriptors === undefined) return; // not Linux: nothing to be above
    expect(() => loadConfig({ LIVE_STREAMS_MAX: String(descriptors) })).toThrow(/LIVE_STREAMS_MAX/);
    expect(loadConfig({ LIVE_STREAMS_MAX: String(descriptors - 1) }).liveStreams.max).toBe(descriptors - 1);
  });
});
