import { api } from '@shopdesk/contracts';
import { claimAvailableCredentials } from '../../../src/repositories/service-credentials';
import { seededRandom } from '../../../src/seed/random';
import { auditRows, insertOrder, insertOrderItem, insertService, stockUp } from '../../helpers/fixtures';
import { onPostgresOnly, whileLocked } from '../../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager' });
const agent = setupEmployee(t, { level: 'agent' });

type RefundInput = { amount: unknown; reason?: unknown; note?: unknown };
const refund = (id: string, body: RefundInput, who = manager) =>
  t.call(who, api.orders.refundOrder, { params: { id }, body: { reason: 'customer_request', ...body } });
const single = async (id: string) => (await t.call(manager, api.orders.getSingleOrder, { params: { id } })).json().data;

/** A completed order of `units` units of a new stock service at $5 each; answers it with its credentials. */
async function completedOrder(name: string, units = 2) {
  const service = await insertService(t.db, { name, priceCents: 500 });
  const credentials = await stockUp(t.db, t.app.cipher, service, units + 1);
  const orderId = await insertOrder(t.db, { totalCents: units * 500, email: 'refund@example.com' });
  await insertOrderItem(t.db, orderId, service, { quantity: units, priceCents: 500 });
  const done = await t.call(manager, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } });
  expect(done.statusCode).toBe(200);
  return { service, orderId, credentials };
}

it('refunds part of an order as a row of its own: the total stays, the order says how much is refunded, audited', async () => {
  const { orderId } = await completedOrder('Part VPN');
  const res = await refund(orderId, { amount: 4.5, reason: 'not_working', note: '  Slow in Dubai  ' });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({
    refunded: 4.5,
    refunds: [{ amount: 4.5, reason: 'not_working', note: 'Slow in Dubai', by: { _id: manager.id, name: manager.name } }],
  });
  const order = await single(orderId);
  expect(order.order.total).toBe(10);
  expect(order).toMatchObject({ refunded: 4.5, refunds: [{ amount: 4.5 }] });
  expect(order.deliveries.map((d: { revokedAt: string | null }) => d.revokedAt)).toEqual([null, null]);

  const audit = (await auditRows(t.db, orderId)).filter((a) => a.action === 'order.refund');
  expect(audit).toMatchObject([{ before: { refunded: 0 }, after: { refunded: 4.5, amount: 4.5, reason: 'not_working', note: 'Slow in Dubai', revokedCredentials: 0 } }]);
});

it('refuses more than is left, a refund of a refunded order, and leaves the refunds as they were', async () => {
  const { orderId } = await completedOrder('Over VPN');
  expect((await refund(orderId, { amount: 6 })).statusCode).toBe(201);
  const over = await refund(orderId, { amount: 4.01 });
  expect(over.statusCode).toBe(409);
  expect(over.json()).toMatchObject({ message: 'At most $4.00 is left to refund', details: [{ path: 'amount' }] });
  expect((await refund(orderId, { amount: 4 })).statusCode).toBe(201);
  const again = await refund(orderId, { amount: 0.01 });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This order was refunded in full already');
  expect(await single(orderId)).toMatchObject({ refunded: 10, refunds: [{ amount: 6 }, { amount: 4 }] });
});

it('refunds only completed orders, and answers a clear 400 for a bad amount, reason or note', async () => {
  const pending = await insertOrder(t.db, { totalCents: 1000 });
  expect((await refund(pending, { amount: 1 })).json()).toMatchObject({ statusCode: 409, message: 'Only a completed order can be refunded (this one is pending)' });
  const { orderId } = await completedOrder('Bad input VPN');
  for (const [body, field] of [
    [{ amount: 0 }, 'amount'],
    [{ amount: -1 }, 'amount'],
    [{ amount: 1.005 }, 'amount'],
    [{ amount: '5' }, 'amount'],
    [{ amount: 1, reason: 'bored' }, 'reason'],
    [{ amount: 1, note: 'x'.repeat(501) }, 'note'],
  ] as const) {
    const res = await refund(orderId, body);
    expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    expect(res.json().message).toContain(field);
  }
  const other = await refund(orderId, { amount: 1, reason: 'other' });
  expect(other.json()).toMatchObject({ statusCode: 400, message: 'Say why in the note when the reason is Other', details: [{ path: 'note' }] });
  expect((await refund(orderId, { amount: 1, reason: 'other', note: 'Goodwill' })).statusCode).toBe(201);
  expect(await single(orderId)).toMatchObject({ refunded: 1 });
  expect((await refund('7d8f1c52-0000-4000-8000-000000000000', { amount: 1 })).statusCode).toBe(404);
});

it('lets managers and owners refund, not agents', async () => {
  const { orderId } = await completedOrder('Levels VPN');
  const res = await refund(orderId, { amount: 1 }, agent);
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe('Only managers and owners may refund an order');
});

it('revokes the credentials of an order refunded in full: shown on the order, marked bad, never claimed again', async () => {
  const { orderId, service, credentials } = await completedOrder('Revoke VPN');
  await refund(orderId, { amount: 3 });
  const res = await refund(orderId, { amount: 7, reason: 'fraud' });
  expect(res.json().data.refunded).toBe(10);
  const order = await single(orderId);
  expect(order.deliveries.map((d: { revokedAt: string | null }) => typeof d.revokedAt)).toEqual(['string', 'string']);
  const { rows } = await t.db.query<{ is_bad: boolean; bad_reason: string }>(
    'SELECT is_bad, bad_reason FROM service_credentials WHERE id = ANY($1) ORDER BY created_at, id',
    [credentials.slice(0, 2)],
  );
  expect(rows).toEqual([0, 1].map(() => ({ is_bad: true, bad_reason: `Revoked: order ${orderId} was refunded in full` })));
  expect((await auditRows(t.db, orderId)).filter((a) => a.action === 'order.refund').map((a) => (a.after as { revokedCredentials: number }).revokedCredentials)).toEqual([0, 2]);

  // Even put back in stock by hand, a revoked credential is never handed out.
  await t.db.query('UPDATE service_credentials SET is_used = false WHERE id = ANY($1)', [credentials.slice(0, 2)]);
  const claimed = await t.db.transaction((tx) => claimAvailableCredentials(tx, service, 3));
  expect(claimed.map((c) => c.id)).toEqual([credentials[2]]);

  const replace = await t.call(manager, api.orders.replaceDeliveredCredential, { params: { id: order.deliveries[0]._id }, body: { reason: 'x' } });
  expect(replace.json()).toMatchObject({ statusCode: 409, message: 'This credential was revoked when the order was refunded in full' });
});

it('makes the dashboard revenue net of refunds and shows the refunds per day', async () => {
  const today = async () => (await t.call(manager, api.orders.getOrdersDashboard)).json().data.days.at(-1);
  const before = await today();
  const { orderId } = await completedOrder('Net VPN');
  expect(await today()).toMatchObject({ revenue: before.revenue + 10, refunds: before.refunds });
  await refund(orderId, { amount: 2.5 });
  expect(await today()).toMatchObject({ revenue: before.revenue + 7.5, refunds: before.refunds + 2.5 });
});

it('keeps the refunds per day equal to the refund rows after any mix of writes', async () => {
  const random = seededRandom(16);
  const orders: string[] = [];
  for (let n = 0; n < 12; n++) orders.push(await insertOrder(t.db, { status: 'completed', totalCents: 100_000, minutesAgo: random.int(0, 5000) }));
  for (let n = 0; n < 60; n++) {
    const orderId = orders[random.int(0, orders.length - 1)];
    if (random.int(0, 9) === 0) {
      await t.db.query('DELETE FROM orders WHERE id = $1', [orderId]);
      orders.splice(orders.indexOf(orderId), 1);
    } else {
      await t.db.query(
        `INSERT INTO order_refunds (order_id, amount_cents, reason, created_at)
         SELECT $1, $2, 'customer_request', now() - make_interval(mins => $3) FROM generate_series(1, $4)`,
        [orderId, random.int(1, 500), random.int(0, 5000), random.int(1, 3)],
      );
    }
  }
  const lines = async (sql: string) => (await t.db.query<{ line: string }>(sql)).rows.map((r) => r.line);
  expect(await lines(`SELECT day || ' ' || sum(refunded_cents) || ' ' || sum(refunds) AS line FROM refund_daily_amounts GROUP BY day HAVING sum(refunds) <> 0 ORDER BY day`)).toEqual(
    await lines(
      `SELECT day || ' ' || cents || ' ' || n AS line FROM (
         SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sum(amount_cents) AS cents, count(*) AS n FROM order_refunds GROUP BY 1
       ) d ORDER BY day`,
    ),
  );
});

it('keeps refunds: never changed, never deleted while their order exists', async () => {
  const { orderId } = await completedOrder('Kept VPN');
  await refund(orderId, { amount: 1 });
  await expect(t.db.query('UPDATE order_refunds SET amount_cents = 1 WHERE order_id = $1', [orderId])).rejects.toThrow('order_refunds rows cannot be changed');
  await expect(t.db.query('DELETE FROM order_refunds WHERE order_id = $1', [orderId])).rejects.toThrow('order_refunds rows are never deleted');
  await t.db.query('DELETE FROM orders WHERE id = $1', [orderId]);
  expect((await t.db.query('SELECT 1 FROM order_refunds WHERE order_id = $1', [orderId])).rows).toEqual([]);
});

onPostgresOnly('concurrent refunds of one order', () => {
  it('never pass the total: of three refunds of $4 on $10 at once, two go through', async () => {
    const { orderId } = await completedOrder('Race VPN');
    const answers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [orderId]),
      async (waitingBehind) => {
        // Three: of the test's five connections one holds the lock and one watches who waits.
        const racers = [0, 1, 2].map(() => refund(orderId, { amount: 4 }));
        await waitUntil(async () => (await waitingBehind()) === 3, 'the three refunds to wait for the locked order');
        return racers;
      },
    );
    const statuses = (await Promise.all(answers)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409]);
    const { rows } = await t.db.query<{ refunded_cents: number; sum: number }>(
      'SELECT refunded_cents, (SELECT sum(amount_cents)::int FROM order_refunds WHERE order_id = $1) AS sum FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]).toEqual({ refunded_cents: 800, sum: 800 });
  });
});
