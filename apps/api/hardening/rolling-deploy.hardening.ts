import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@shopdesk/contracts';
import { Client } from 'pg';
import { defaultMigrationsDir } from '../src/db/migrate';
import { insertOrder } from '../test/helpers/fixtures';
import { waitUntil } from '../test/helpers/wait';
import { startApi, type ApiProcess } from './api-process';
import { request, type ApiAnswer } from './api-requests';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';
import { openResumingStream, type ResumingStream } from './resuming-order-stream';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const WRITERS = 6;
const STREAMS = 8;
const ORDERS = 4000;
const NEW_MIGRATION = '999_rolling_deploy_probe.sql';

let database: FreshDatabase;
let sql: Client;
let proxy: RoundRobinProxy;
const instances: ApiProcess[] = [];
const releaseTwo = mkdtempSync(join(tmpdir(), 'shopdesk-release-two-'));

// Both releases as a rolling deploy runs them: same database and Redis, a drain long enough for the proxy's probe.
const env = { SHUTDOWN_DRAIN_SECONDS: '1', LIVE_STREAMS_PER_EMPLOYEE: String(STREAMS + 2), TRUST_PROXY: 'true' };

beforeAll(async () => {
  database = await freshDatabase();
  // The next release: this one's migrations and one more, an expand (a nullable column no old code reads).
  cpSync(defaultMigrationsDir(), releaseTwo, { recursive: true });
  writeFileSync(join(releaseTwo, NEW_MIGRATION), 'ALTER TABLE orders ADD COLUMN rolling_probe text;\n');
  instances.push(await startApi({ databaseUrl: database.url, env }));
  instances.push(await startApi({ databaseUrl: database.url, env }));
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  sql = new Client({ connectionString: database.url });
  await sql.connect();
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await sql?.end();
  await database?.drop();
  rmSync(releaseTwo, { recursive: true, force: true });
});

/** Restarts `instances[i]` as the next release: SIGTERM (it drains), then the new one on a new port, in the proxy's place. */
async function deployNext(i: number): Promise<{ oldExit: number | null; migrated: boolean }> {
  const old = instances[i];
  await old.stop();
  const oldExit = await old.exited;
  const next = await startApi({ databaseUrl: database.url, env: { ...env, MIGRATIONS_DIR: releaseTwo } });
  instances[i] = next;
  proxy.replace(old.url, next.url);
  await waitUntil(() => proxy.isReady(next.url), 'the proxy to see the new instance ready', 30_000);
  const { rows } = await sql.query('SELECT 1 FROM schema_migrations WHERE version = $1', [NEW_MIGRATION]);
  return { oldExit, migrated: rows.length === 1 };
}

it('restarts both instances one at a time under load, the second release migrating: no request fails, no event is lost, every write is kept', async () => {
  const token = await instances[0].signIn();
  const queue: string[] = [];
  for (let i = 0; i < ORDERS; i++) queue.push(await insertOrder(sql));
  const { rows: before } = await sql.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM order_events');

  const streams: ResumingStream[] = Array.from({ length: STREAMS }, () => openResumingStream(proxy.url, token));
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // Employees at work through the proxy: each completes or cancels the next pending order, notes it, and reads the queue.
  const failures: string[] = [];
  const kept = { completed: [] as string[], cancelled: [] as string[], notes: [] as string[] };
  let requests = 0;
  let working = true;
  const check = (what: string, answer: ApiAnswer, ok = answer.status >= 200 && answer.status < 300) => {
    requests += 1;
    if (!ok) failures.push(`${what}: ${answer.status} ${answer.body?.message ?? ''}`);
    return ok;
  };
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let n = 0; working; n++) {
      const id = queue.shift();
      if (!id) break;
      const completing = (n + w) % 2 === 0;
      const changed = completing
        ? await request(proxy.url, api.orders.changeOrderStatus, { token, params: { id }, body: { orderStatus: 'completed' } })
        : await request(proxy.url, api.orders.cancelOrder, { token, params: { id } });
      if (check(completing ? 'complete' : 'cancel', changed)) (completing ? kept.completed : kept.cancelled).push(id);
      const note = await request(proxy.url, api.orders.addOrderNote, { token, params: { id }, body: { body: `Checked by writer ${w}` } });
      if (check('note', note)) kept.notes.push((note.body?.data as { _id: string })._id);
      check('pending list', await request(proxy.url, api.orders.getAllOrdersByStatus, { token, query: `filters=${encodeURIComponent('{"orderStatus":"pending"}')}` }));
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const first = await deployNext(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const second = await deployNext(1);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  working = false;
  await Promise.all(writers);

  // Every change committed reaches every stream, once: wait for the last to arrive (or the check below says which are missing).
  const { rows: events } = await sql.query<{ change: string }>(
    `SELECT (c->>'orderId') || ' ' || coalesce(c->>'from', 'null') || '>' || coalesce(c->>'to', 'null') AS change
       FROM order_events, jsonb_array_elements(payload->'changes') c WHERE id > $1`,
    [before[0].id],
  );
  const expected = events.map((event) => event.change).sort();
  await waitUntil(() => streams.every((stream) => stream.changes.length >= expected.length), 'every stream to receive every event', 20_000).catch(() => undefined);
  for (const stream of streams) stream.close();

  const { rows: statuses } = await sql.query<{ id: string; order_status: string }>('SELECT id, order_status FROM orders WHERE id = ANY($1)', [[...kept.completed, ...kept.cancelled]]);
  const status = new Map(statuses.map((row) => [row.id, row.order_status]));
  const { rows: notes } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM order_notes WHERE id = ANY($1)', [kept.notes]);
  const writesLost =
    kept.completed.filter((id) => status.get(id) !== 'completed').length + kept.cancelled.filter((id) => status.get(id) !== 'cancelled').length + (kept.notes.length - notes[0].n);
  const streamProblems = streams.flatMap((stream, i) => [
    ...([...stream.changes].sort().join() === expected.join()
      ? []
      : [`stream ${i}: ${expected.filter((change) => !stream.changes.includes(change)).length} changes missing, ${stream.changes.length - new Set(stream.changes).size} repeated`]),
    ...stream.failures.map((failure) => `stream ${i}: ${failure}`),
    ...stream.otherEvents.filter((event) => event !== 'message').map((event) => `stream ${i}: ${event}`),
  ]);
  const reconnects = streams.map((stream) => stream.reconnects());

  expect([first, second]).toEqual([{ oldExit: 0, migrated: true }, { oldExit: 0, migrated: true }]);
  expect(failures).toEqual([]);
  expect(writesLost).toBe(0);
  expect(streamProblems).toEqual([]);
  expect(reconnects.every((n) => n >= 1)).toBe(true);
  recordFinding(
    'rollingDeploy',
    `Two instances behind a round-robin proxy (readiness probed every 100 ms, a refused connection sent to the other), ${WRITERS} employees completing or cancelling, noting and listing orders, ` +
      `${STREAMS} live streams; each instance restarted in turn (SIGTERM, 1 s drain) as the next release, the first of which applied migration ${NEW_MIGRATION}`,
    `${requests.toLocaleString('en')} requests, ${failures.length} failed (${proxy.retriedRefusals()} refused connections sent to the other instance); ` +
      `${kept.completed.length + kept.cancelled.length} status changes and ${kept.notes.length} notes acknowledged, ${writesLost} missing in the database; ` +
      `${expected.length} order changes, every stream received every one exactly once, after ${reconnects.join(', ')} reconnections (Last-Event-ID)`,
  );
}, 180_000);
