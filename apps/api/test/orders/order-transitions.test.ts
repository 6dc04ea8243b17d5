import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const complete = (id: string, payload: unknown = { orderStatus: 'completed' }) =>
  t.call(me, api.orders.changeOrderStatus, { params: { id }, body: payload });
const cancel = (id: string) => t.call(me, api.orders.cancelOrder, { params: { id } });

describe('changeOrderStatus', () => {
  it('completes a pending order and audits the change', async () => {
    const id = await insertOrder(t.db, { totalCents: 500 });
    const res = await complete(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, orderStatus: 'completed', total: 5 });
    const audit = await auditRows(t.db, id);
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: me.id,
        action: 'order.complete',
        entity: 'order',
        before: { orderStatus: 'pending' },
        after: { orderStatus: 'completed' },
      }),
    ]);
  });

  it.each(['completed', 'cancelled'] as const)('answers 409 for a %s order and changes nothing', async (status) => {
    const id = await insertOrder(t.db, { status });
    const res = await complete(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: `Order is not pending (it is ${status})` });
    const { rows } = await t.db.query('SELECT order_status FROM orders WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ order_status: status });
    expect(await auditRows(t.db, id)).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await complete(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
  });

  it.each([
    ['another status', { orderStatus: 'cancelled' }],
    ['no status', {}],
    ['an unknown field', { orderStatus: 'completed', note: 'x' }],
  ])('refuses a body with %s', async (_, payload) => {
    const id = await insertOrder(t.db);
    const res = await complete(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body/);
  });
});

describe('cancelOrder', () => {
  it('cancels a pending order and audits the change', async () => {
    const id = await insertOrder(t.db);
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, orderStatus: 'cancelled' });
    expect(await auditRows(t.db, id)).toEqual([
      expect.objectContaining({ action: 'order.cancel', before: { orderStatus: 'pending' }, after: { orderStatus: 'cancelled' } }),
    ]);
  });

  it('answers 409 once the order is no longer pending', async () => {
    const id = await insertOrder(t.db);
    expect((await complete(id)).statusCode).toBe(200);
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Order is not pending (it is completed)');
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await cancel(randomUUID())).statusCode).toBe(404);
    expect((await cancel('123')).statusCode).toBe(400);
  });
});
