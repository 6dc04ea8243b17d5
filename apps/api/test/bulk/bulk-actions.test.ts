import { api, BULK_MAX_ROWS } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { auditRows, insertOrder, insertOrderItem, insertService, insertSetupGuide, stockUp } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t, { name: 'Bulk Owner' });

const completeAll = (body: Record<string, unknown>) => t.call(me, api.orders.bulkChangeOrderStatus, { body: { orderStatus: 'completed', ...body } as never });

async function orderFor(service: string, quantity = 1, name = 'Customer'): Promise<string> {
  const order = await insertOrder(t.db, { name });
  await insertOrderItem(t.db, order, service, { quantity });
  return order;
}

const statusOf = async (id: string) =>
  (await t.db.query<{ order_status: string }>('SELECT order_status FROM orders WHERE id = $1', [id])).rows[0].order_status;
const eventCount = async () => Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM order_events')).rows[0].n);

describe('completing and cancelling orders in bulk', () => {
  it('completes each order on its own: one without stock fails with its reason, the rest are delivered', async () => {
    const stocked = await insertService(t.db, { name: 'Atlas VPN' });
    await stockUp(t.db, t.app.cipher, stocked, 4);
    const empty = await insertService(t.db, { name: 'Falcon VPN' });
    const good = [await orderFor(stocked), await orderFor(stocked), await orderFor(stocked), await orderFor(stocked)];
    const short = await orderFor(empty, 2);
    const ids = [good[0], good[1], short, good[2], good[3]];

    const res = await completeAll({ ids });

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      done: [good[0], good[1], good[2], good[3]],
      failed: [{ id: short, message: 'Not enough credentials in stock for Falcon VPN: 2 needed, 0 available' }],
    });
    for (const id of good) expect(await statusOf(id)).toBe('completed');
    expect(await statusOf(short)).toBe('pending');
    const delivered = await t.db.query('SELECT order_id FROM credential_deliveries WHERE order_id = ANY($1::uuid[])', [ids]);
    expect(delivered.rows).toHaveLength(4);
    // Audited per row, as the single call audits; nothing for the order that stayed pending.
    for (const id of good) expect((await auditRows(t.db, id)).map((row) => row.action)).toEqual(['order.complete']);
    expect(await auditRows(t.db, short)).toEqual([]);
  });

  it('tells the live streams once, with every order it changed', async () => {
    const orders = [await insertOrder(t.db), await insertOrder(t.db), await insertOrder(t.db)];
    const before = await eventCount();

    const res = await t.call(me, api.orders.bulkChangeOrderStatus, { body: { ids: orders, orderStatus: 'cancelled' } });

    expect(res.json().data.done).toEqual(orders);
    expect(await eventCount()).toBe(before + 1);
    const { rows } = await t.db.query<{ payload: unknown }>('SELECT payload FROM order_events ORDER BY id DESC LIMIT 1');
    expect(rows[0].payload).toEqual({ changes: orders.map((orderId) => ({ orderId, from: 'pending', to: 'cancelled' })), more: false });
  });

  it('leaves no event when nothing changed, and every other writer of orders is heard as before', async () => {
    const done = await insertOrder(t.db, { status: 'completed' });
    const before = await eventCount();
    const res = await completeAll({ ids: [done] });
    expect(res.json().data).toEqual({ done: [], failed: [{ id: done, message: 'Order is not pending (it is completed)' }] });
    expect(await eventCount()).toBe(before);

    const single = await insertOrder(t.db);
    expect(await eventCount()).toBe(before + 1);
    await t.call(me, api.orders.cancelOrder, { params: { id: single } });
    expect(await eventCount()).toBe(before + 2);
  });

  it('reports an order that does not exist as that row failing', async () => {
    const missing = randomUUID();
    const res = await completeAll({ ids: [missing] });
    expect(res.json().data.failed).toEqual([{ id: missing, message: 'Order not found' }]);
  });

  it("takes the rows the list's search and filters match when the action runs", async () => {
    const tag = `bulkmatch${randomUUID().slice(0, 6)}`;
    const a = await insertOrder(t.db, { name: `${tag} One` });
    const b = await insertOrder(t.db, { name: `${tag} Two`, minutesAgo: 5 });
    const completed = await insertOrder(t.db, { name: `${tag} Three`, status: 'completed' });

    const res = await t.call(me, api.orders.bulkChangeOrderStatus, {
      body: { matching: { search: tag, filters: JSON.stringify({ orderStatus: 'pending' }) }, orderStatus: 'cancelled' },
    });

    expect(res.json().data).toEqual({ done: [a, b], failed: [] });
    expect(await statusOf(completed)).toBe('completed');
  });

  it('refuses more matching rows than one action takes, naming the field, and changes nothing', async () => {
    const tag = `bulkmany${randomUUID().slice(0, 6)}`;
    await t.db.query(
      `INSERT INTO orders (name, email, total_cents, order_status) SELECT $1 || ' ' || i, 'many@example.com', 100, 'pending' FROM generate_series(1, $2::int) AS i`,
      [tag, BULK_MAX_ROWS + 1],
    );
    const res = await t.call(me, api.orders.bulkChangeOrderStatus, { body: { matching: { search: tag }, orderStatus: 'cancelled' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'matching', message: expect.stringContaining(`More than ${BULK_MAX_ROWS} rows match`) }]);
    const { rows } = await t.db.query("SELECT 1 FROM orders WHERE name LIKE $1 AND order_status <> 'pending'", [`${tag}%`]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['neither ids nor matching', {}, 'ids or matching is required'],
    ['both ids and matching', { ids: [randomUUID()], matching: {} }, 'Give either ids or matching, not both'],
    ['no ids', { ids: [] }, 'ids'],
    ['an id twice', { ids: ['6f1c5a80-5d6b-4c1e-9a7e-4a8f0f2a1b3c', '6f1c5a80-5d6b-4c1e-9a7e-4a8f0f2a1b3c'] }, 'ids'],
    ['not an id', { ids: ['42'] }, 'ids'],
    [`more than ${BULK_MAX_ROWS} ids`, { ids: Array.from({ length: BULK_MAX_ROWS + 1 }, () => randomUUID()) }, 'ids'],
    ['filters that are not JSON', { matching: { filters: '{nope' } }, 'filters'],
    ['a filter the list does not take', { matching: { filters: JSON.stringify({ colour: 'red' }) } }, 'filters'],
  ])('answers 400 to %s, naming what is wrong', async (_name, body, named) => {
    const res = await completeAll(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(named);
  });

  it('refuses a status other than completed or cancelled', async () => {
    const res = await t.call(me, api.orders.bulkChangeOrderStatus, { body: { ids: [await insertOrder(t.db)], orderStatus: 'pending' as never } });
    expect(res.statusCode).toBe(400);
  });
});

describe('archiving and restoring in bulk', () => {
  it('archives services by id, each audited, and reports the one that does not exist', async () => {
    const a = await insertService(t.db);
    const b = await insertService(t.db);
    const missing = randomUUID();
    const res = await t.call(me, api.services.bulkArchiveServices, { body: { ids: [a, missing, b], isActive: false } });
    expect(res.json().data).toEqual({ done: [a, b], failed: [{ id: missing, message: 'Service not found' }] });
    const { rows } = await t.db.query('SELECT is_active FROM services WHERE id = ANY($1::uuid[])', [[a, b]]);
    expect(rows).toEqual([{ is_active: false }, { is_active: false }]);
    expect((await auditRows(t.db, a)).map((row) => row.action)).toEqual(['service.archive']);

    const back = await t.call(me, api.services.bulkArchiveServices, { body: { ids: [a], isActive: true } });
    expect(back.json().data.done).toEqual([a]);
    expect((await auditRows(t.db, a)).map((row) => row.action).sort()).toEqual(['service.archive', 'service.unarchive']);
  });

  it("archives a service's matching credentials and none of another service's", async () => {
    const service = await insertService(t.db);
    const other = await insertService(t.db);
    const mine = await stockUp(t.db, t.app.cipher, service, 3);
    const theirs = await stockUp(t.db, t.app.cipher, other, 2);
    const res = await t.call(me, api.serviceCredentials.bulkArchiveServiceCredentials, {
      body: { matching: { filters: JSON.stringify({ service, isActive: true }) }, isActive: false },
    });
    expect([...res.json().data.done].sort()).toEqual([...mine].sort());
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM service_credentials WHERE id = ANY($1::uuid[]) AND is_active', [theirs]);
    expect(rows[0].n).toBe('2');
  });

  it('archives setup guides', async () => {
    const guide = await insertSetupGuide(t.db);
    const res = await t.call(me, api.serviceSetupGuides.bulkArchiveServiceSetupGuides, { body: { ids: [guide], isActive: false } });
    expect(res.json().data).toEqual({ done: [guide], failed: [] });
  });

  it('archives employees, ending their sessions, but never the one acting', async () => {
    const a = await t.createEmployee({ level: 'agent' });
    const b = await t.createEmployee({ level: 'manager' });
    const res = await t.call(me, api.employees.bulkArchiveEmployees, { body: { ids: [a.id, me.id, b.id], isActive: false } });
    expect(res.json().data).toEqual({ done: [a.id, b.id], failed: [{ id: me.id, message: 'You cannot archive yourself' }] });
    expect((await t.call(a, api.employees.getMe)).statusCode).toBe(401);
    expect((await t.call(me, api.employees.getMe)).statusCode).toBe(200);
  });

  it('asks for a fresh proof of identity before archiving employees', async () => {
    const stale = await t.createEmployee({ proven: false });
    const target = await t.createEmployee({ level: 'agent' });
    const res = await t.call(stale, api.employees.bulkArchiveEmployees, { body: { ids: [target.id], isActive: false } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REAUTH_REQUIRED');
  });
});

describe('two employees acting on the same rows at once', () => {
  it('completes each order once: every order is done by exactly one of them, its stock claimed once', async () => {
    const other = await t.createEmployee({ level: 'agent' });
    const service = await insertService(t.db);
    await stockUp(t.db, t.app.cipher, service, 40);
    const orders = await Promise.all(Array.from({ length: 30 }, () => orderFor(service)));
    // Overlapping halves, in opposite orders, so the two meet in the middle.
    const mine = orders.slice(0, 20);
    const theirs = orders.slice(10).reverse();

    const [a, b] = await Promise.all([
      completeAll({ ids: mine }),
      t.call(other, api.orders.bulkChangeOrderStatus, { body: { ids: theirs, orderStatus: 'completed' } }),
    ]);

    const doneA: string[] = a.json().data.done;
    const doneB: string[] = b.json().data.done;
    expect([...doneA, ...doneB].sort()).toEqual([...orders].sort());
    for (const { message } of [...a.json().data.failed, ...b.json().data.failed]) expect(message).toBe('Order is not pending (it is completed)');
    const { rows } = await t.db.query<{ n: string; credentials: string }>(
      'SELECT count(*)::text AS n, count(DISTINCT credential_id)::text AS credentials FROM credential_deliveries WHERE order_id = ANY($1::uuid[])',
      [orders],
    );
    expect(rows[0]).toEqual({ n: '30', credentials: '30' });
  });
});
