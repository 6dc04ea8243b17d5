import { basename } from 'node:path';
import { api, buildPath, type CallDef } from '@shopdesk/contracts';
import { Client } from 'pg';
import { png } from '../test/helpers/images';
import { startApi, type ApiProcess } from './api-process';
import { freshDatabase, type FreshDatabase } from './database';
import { recordFinding } from './findings';
import { LoadRecorder, runClients, weightedPick } from './load-client';

/**
 * Mixed traffic from 64 keep-alive clients against the real API process on PostgreSQL, then a look
 * in the database for every write that was answered 2xx. 20 s is thousands of writes from every
 * client: enough for a lost or doubled write, or an error under contention, to show.
 */
const CLIENTS = 64;
/** HARDENING_LOAD_SECONDS runs it longer or shorter. */
const SECONDS = Number(process.env.HARDENING_LOAD_SECONDS ?? 20);
/** Far more than the run can change (about 2,000 status changes), so every status change finds its order still pending. */
const PENDING_ORDERS = 20_000;
/** The API's connections to PostgreSQL, set rather than left to the default so the report can say it. */
const POOL_SIZE = 10;

/** How often each request is picked: mostly the reads and status changes of a working day. */
const MIX = {
  orderList: 16,
  orderCounts: 10,
  serviceList: 10,
  credentialList: 10,
  orderStatus: 34,
  credentialCreate: 12,
  serviceCreate: 8,
} as const;
type Kind = keyof typeof MIX;

let db: FreshDatabase;
let apiProcess: ApiProcess;
let sql: Client;
beforeAll(async () => {
  db = await freshDatabase();
  apiProcess = await startApi({ databaseUrl: db.url, env: { DATABASE_POOL_SIZE: String(POOL_SIZE) } });
  sql = new Client({ connectionString: db.url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await apiProcess?.stop();
  await db?.drop();
});

const count = (n: number) => n.toLocaleString('en-US');

it(`serves ${CLIENTS} clients for ${SECONDS} s of reads and writes without an error or a lost write`, async () => {
  const token = await apiProcess.signIn();
  const headers = { authorization: `Bearer ${token}` };
  const url = (call: CallDef, params?: Record<string, string>, query?: Record<string, string>) =>
    `${apiProcess.url}${buildPath(call.path, params)}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const me = (await (await fetch(url(api.employees.getMe), { headers })).json()) as { data: { _id: string } };
  const actorId = me.data._id;

  const serviceIds = (
    await sql.query<{ id: string }>(
      `INSERT INTO services (name, type, price_cents, benefits, link_or_apk, link, serial, slug, delivery)
       SELECT 'Load seed ' || n, 'vpn', 1000, ARRAY['Fast'], 'link', 'https://example.com', n, 'load-seed-' || n, 'stock'
         FROM generate_series(1, 5) AS n RETURNING id`,
    )
  ).rows.map((r) => r.id);
  const pending = (
    await sql.query<{ id: string }>(
      `INSERT INTO orders (name, email, total_cents, payment_method, order_status, created_at, updated_at)
       SELECT 'Load ' || n, 'load' || n || '@example.com', 500 + n, 'card', 'pending',
              now() - make_interval(secs => n), now() - make_interval(secs => n)
         FROM generate_series(1, $1) AS n RETURNING id`,
      [PENDING_ORDERS],
    )
  ).rows.map((r) => r.id);

  const recorder = new LoadRecorder();
  const statusChanges: Array<{ id: string; status: 'completed' | 'cancelled' }> = [];
  const createdServices: string[] = [];
  const createdCredentials: string[] = [];
  const logo = png(32, 32);
  let nextOrder = 0;
  let serial = 0;
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)];

  const requests: Record<Kind, (client: number) => Promise<void>> = {
    orderList: async () => {
      const query = {
        currentPage: String(1 + Math.floor(Math.random() * 5)),
        filters: JSON.stringify({ orderStatus: pick(['pending', 'completed', 'cancelled']) }),
      };
      await recorder.request('orderList', 200, () => fetch(url(api.orders.getAllOrdersByStatus, undefined, query), { headers }));
    },
    orderCounts: async () => {
      await recorder.request('orderCounts', 200, () => fetch(url(api.orders.getAllOrdersCountByStatus), { headers }));
    },
    serviceList: async () => {
      const query = { search: 'load' };
      await recorder.request('serviceList', 200, () => fetch(url(api.services.getServiceWithQuery, undefined, query), { headers }));
    },
    credentialList: async () => {
      const query = { filters: JSON.stringify({ isUsed: false, service: pick(serviceIds) }) };
      const list = url(api.serviceCredentials.getServiceCredentialWithQuery, undefined, query);
      await recorder.request('credentialList', 200, () => fetch(list, { headers }));
    },
    orderStatus: async () => {
      // A machine fast enough to change them all before the time is up reads instead of failing.
      if (nextOrder === pending.length) return requests.orderList(0);
      const id = pending[nextOrder++];
      const status = Math.random() < 0.5 ? 'completed' : 'cancelled';
      const answer = await recorder.request('orderStatus', 200, () =>
        status === 'completed'
          ? fetch(url(api.orders.changeOrderStatus, { id }), {
              method: 'PATCH',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ orderStatus: 'completed' }),
            })
          : fetch(url(api.orders.cancelOrder, { id }), { method: 'PATCH', headers }),
      );
      if (answer) statusChanges.push({ id, status });
    },
    credentialCreate: async (client) => {
      const body = JSON.stringify({ service: pick(serviceIds), userId: `load-${client}-${Date.now()}`, password: `secret-${Math.random()}` });
      const answer = await recorder.request('credentialCreate', 201, () =>
        fetch(url(api.serviceCredentials.createServiceCredential), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }),
      );
      if (answer) createdCredentials.push((answer.body as { data: { _id: string } }).data._id);
    },
    serviceCreate: async (client) => {
      const n = ++serial;
      const form = new FormData();
      const fields: Array<[string, string]> = [
        ['name', `Load service ${client}-${n}`],
        ['type', pick(['vpn', 'dollar-card'])],
        ['price', '9.99'],
        ['linkOrApk', 'link'],
        ['link', 'https://example.com/load'],
        ['serial', String(n % 1000)],
        ['benefits[]', 'Fast'],
        ['benefits[]', 'Cheap'],
      ];
      for (const [name, value] of fields) form.append(name, value);
      form.append('logo', new Blob([logo], { type: 'image/png' }), 'logo.png');
      const answer = await recorder.request('serviceCreate', 201, () =>
        fetch(url(api.services.createService), { method: 'POST', headers, body: form }),
      );
      if (answer) createdServices.push((answer.body as { data: { _id: string } }).data._id);
    },
  };

  const started = Date.now();
  await runClients(CLIENTS, SECONDS, (client) => requests[weightedPick(MIX)](client));
  const elapsed = (Date.now() - started) / 1000;

  expect(recorder.errors.slice(0, 10)).toEqual([]);
  expect(apiProcess.running()).toBe(true);

  // Every write answered 2xx is there, with the audit row of its author.
  const orders = await sql.query<{ id: string; order_status: string; action: string | null; actor_id: string | null }>(
    `SELECT o.id, o.order_status, a.action, a.actor_id
       FROM orders o LEFT JOIN audit_log a ON a.entity = 'order' AND a.entity_id = o.id
      WHERE o.id = ANY($1)`,
    [statusChanges.map((c) => c.id)],
  );
  const stored = new Map(orders.rows.map((r) => [r.id, r]));
  const lostOrders = statusChanges.filter(({ id, status }) => {
    const row = stored.get(id);
    const action = status === 'completed' ? 'order.complete' : 'order.cancel';
    return row?.order_status !== status || row.action !== action || row.actor_id !== actorId;
  });
  expect(orders.rows).toHaveLength(statusChanges.length);
  expect(lostOrders).toEqual([]);

  const services = await sql.query<{ id: string; logo: string | null; audits: number }>(
    `SELECT s.id, s.logo,
            (SELECT count(*)::int FROM audit_log a WHERE a.action = 'service.create' AND a.entity_id = s.id AND a.actor_id = $2) AS audits
       FROM services s WHERE s.id = ANY($1)`,
    [createdServices, actorId],
  );
  expect(services.rows).toHaveLength(createdServices.length);
  // On PostgreSQL the API keeps uploads in the database (STORAGE_DRIVER's default there).
  const storedKeys = new Set((await sql.query<{ key: string }>('SELECT key FROM stored_files')).rows.map((row) => row.key));
  const logoStored = (logo: string | null) => Boolean(logo) && storedKeys.has(basename(logo as string));
  expect(services.rows.filter((s) => s.audits !== 1 || !logoStored(s.logo))).toEqual([]);

  const credentials = await sql.query<{ id: string; audits: number }>(
    `SELECT c.id,
            (SELECT count(*)::int FROM audit_log a WHERE a.action = 'credential.create' AND a.entity_id = c.id AND a.actor_id = $2) AS audits
       FROM service_credentials c WHERE c.id = ANY($1)`,
    [createdCredentials, actorId],
  );
  expect(credentials.rows).toHaveLength(createdCredentials.length);
  expect(credentials.rows.filter((c) => c.audits !== 1)).toEqual([]);

  // Nor did anything get written that was not answered: no more rows than 2xx answers.
  const totals = (
    await sql.query<{ changed: number; services: number; credentials: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE order_status <> 'pending') AS changed,
              (SELECT count(*)::int FROM services) - $1 AS services,
              (SELECT count(*)::int FROM service_credentials) AS credentials`,
      [serviceIds.length],
    )
  ).rows[0];
  expect(totals).toEqual({
    changed: statusChanges.length,
    services: createdServices.length,
    credentials: createdCredentials.length,
  });

  const writes = statusChanges.length + createdServices.length + createdCredentials.length;
  const reads = recorder.total - writes;
  recordFinding(
    'load',
    `${CLIENTS} keep-alive clients for ${Math.round(elapsed)} s against the API process (pool of ${POOL_SIZE} PostgreSQL connections): ` +
      'order lists and counts, service and credential lists; order completions and cancels, ' +
      'service creates with a 32×32 PNG logo, credential creates',
    `${count(recorder.total)} requests (${Math.round(recorder.total / elapsed)}/s), ` +
      '0 errors (no 5xx, no unexpected 4xx, no dropped connection); ' +
      `${count(reads)} reads, ${count(writes)} writes (${count(statusChanges.length)} order status changes, ` +
      `${count(createdServices.length)} services with their logo file, ${count(createdCredentials.length)} credentials), ` +
      'every one found afterwards with its audit row and none extra; ' +
      `latency p50 ${recorder.percentile(50).toFixed(0)} ms, p99 ${recorder.percentile(99).toFixed(0)} ms`,
  );
  recordFinding(
    'load',
    'The same run, per kind of request',
    recorder
      .byKind()
      .map(({ kind, count: n, p50, p99 }) => `${kind}: ${count(n)}, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`)
      .join('; '),
  );
});
