import { api } from '@shopdesk/contracts';
import { insertOrder } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const counts = async () => {
  const res = await t.call(me, api.orders.getAllOrdersCountByStatus);
  expect(res.statusCode).toBe(200);
  return res.json().data.orders;
};

it('lists every status with a zero count when there are no orders', async () => {
  expect(await counts()).toEqual([
    { orderStatus: 'pending', count: 0 },
    { orderStatus: 'completed', count: 0 },
    { orderStatus: 'cancelled', count: 0 },
  ]);
});

it('counts the orders of each status', async () => {
  await insertOrder(t.db, { status: 'pending' });
  await insertOrder(t.db, { status: 'pending' });
  await insertOrder(t.db, { status: 'cancelled' });
  expect(await counts()).toEqual([
    { orderStatus: 'pending', count: 2 },
    { orderStatus: 'completed', count: 0 },
    { orderStatus: 'cancelled', count: 1 },
  ]);
});

it('requires a session', async () => {
  const res = await t.call(null, api.orders.getAllOrdersCountByStatus);
  expect(res.statusCode).toBe(401);
});
