import { api } from '@shopdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../../src/app';
import type { Database } from '../../../src/db/database';
import { openPostgresDatabase } from '../../../src/db/postgres-database';
import { createPostgresListener } from '../../../src/db/postgres-listener';
import { memoryRateLimiter } from '../../../src/lib/rate-limiter';
import { callAs } from '../../helpers/call';
import { insertOrder } from '../../helpers/fixtures';
import { onPostgresOnly } from '../../helpers/postgres-only';
import { setupTestApp, buildTestApp, type TestApp, type TestEmployee } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';
import { baseUrlOf, openOrderStream, type OpenedStream } from './live-helpers';

onPostgresOnly('two API instances on one database', () => {
  let t: TestApp;
  let me: TestEmployee;
  let dbB: Database;
  let appB: FastifyInstance;
  const streams: OpenedStream[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    me = await t.createEmployee();
    // Instance B: its own pool and LISTEN connection on the same schema, as a second process would have.
    const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    dbB = openPostgresDatabase({ url: process.env.DATABASE_URL as string, poolSize: 2, searchPath: `${rows[0].schema},public` });
    appB = await buildApp({ config: t.config, db: dbB, rateLimiter: memoryRateLimiter(), storage: t.app.storage, cipher: t.app.cipher });
    await appB.ready();
  });
  afterEach(() => streams.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await appB.close();
    await dbB.close();
    await t.close();
  });

  it('a stream opened on A receives a completion made through B', async () => {
    const orderId = await insertOrder(t.db);
    const stream = await openOrderStream(await baseUrlOf(t.app), me.token);
    streams.push(stream);
    const res = await callAs(appB, me, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } });
    expect(res.statusCode).toBe(200);
    const event = await stream.next((e) => e.event === 'orders' && e.data.includes(orderId));
    expect(JSON.parse(event.data)).toEqual({ changes: [{ orderId, from: 'pending', to: 'completed' }], more: false });
  });

  it('a stream opened on B ends when the session is signed out through A', async () => {
    const employee = await t.createEmployee();
    const stream = await openOrderStream(await baseUrlOf(appB), employee.token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect((await t.call(employee, api.auth.logout)).statusCode).toBe(200);
    await stream.ended();
  });
});

onPostgresOnly('the LISTEN connection', () => {
  const t = setupTestApp();

  it('reconnects after the server drops it, reports the loss and the return, and hears again', async () => {
    const url = process.env.DATABASE_URL as string;
    const name = `listen-test-${randomUUID()}`;
    const channel = `test_${randomUUID().replace(/-/g, '')}`;
    const listener = createPostgresListener({ url, applicationName: name });
    const heard: string[] = [];
    const states: string[] = [];
    try {
      await listener.listen(channel, (payload) => heard.push(payload), {
        onLost: () => states.push('lost'),
        onRestored: () => states.push('restored'),
      });
      await t.db.query('SELECT pg_notify($1, $2)', [channel, 'one']);
      await waitUntil(() => heard.includes('one'), "the NOTIFY 'one'");

      const killed = await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]);
      expect(killed.rowCount).toBe(1);
      await waitUntil(() => states.join() === 'lost,restored', 'the LISTEN connection to be lost and restored');

      await t.db.query('SELECT pg_notify($1, $2)', [channel, 'two']);
      await waitUntil(() => heard.includes('two'), "the NOTIFY 'two'");
    } finally {
      await listener.close();
    }
  });
});
