import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

onPostgresOnly('transitions of one order at the same moment', () => {
  const t = setupTestApp();
  const me = setupEmployee(t);

  const complete = (id: string) => t.call(me, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });
  const cancel = (id: string) => t.call(me, api.orders.cancelOrder, { params: { id } });

  it.each([1, 2, 3, 4, 5])('lets exactly one of a concurrent complete and cancel through (round %i)', async () => {
    const id = await insertOrder(t.db);
    const answers = await Promise.all([complete(id), cancel(id)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);

    const [won, lost] = answers[0].statusCode === 200 ? answers : [answers[1], answers[0]];
    const winner = won.json().data.orderStatus;
    const { rows } = await t.db.query('SELECT order_status FROM orders WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ order_status: winner });
    expect(lost.json().message).toBe(`Order is not pending (it is ${winner})`);
    expect((await auditRows(t.db, id)).map((a) => a.action)).toEqual([winner === 'completed' ? 'order.complete' : 'order.cancel']);
  });

  it('lets exactly one of three concurrent completions through', async () => {
    const id = await insertOrder(t.db);
    const answers = await Promise.all([complete(id), complete(id), complete(id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditRows(t.db, id)).toHaveLength(1);
  });
});
