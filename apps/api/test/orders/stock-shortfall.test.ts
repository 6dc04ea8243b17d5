import { api, type OrderListEntry } from '@shopdesk/contracts';
import { insertCredential, insertOrder, insertOrderItem, insertService, stockUp } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const listed = async (orderId: string, orderStatus: 'pending' | 'completed' = 'pending') => {
  const res = await t.call(me, api.orders.getAllOrdersByStatus, { query: { search: orderId, filters: JSON.stringify({ orderStatus }) } });
  return (res.json().data.documents as OrderListEntry[]).find((order) => order._id === orderId);
};
const single = async (orderId: string) => (await t.call(me, api.orders.getSingleOrder, { params: { id: orderId } })).json().data;

it('lists each order with its units, and marks a pending one its stock cannot complete: needed and available', async () => {
  const falcon = await insertService(t.db, { name: 'Falcon VPN' });
  const nord = await insertService(t.db, { name: 'Nord VPN' });
  const card = await insertService(t.db, { name: 'Card $25', type: 'dollar-card', delivery: 'manual' });
  await stockUp(t.db, t.app.cipher, falcon, 3);
  await insertCredential(t.db, t.app.cipher, nord);
  // Neither archived, used nor bad credentials count.
  await insertCredential(t.db, t.app.cipher, nord, { isActive: false });
  await insertCredential(t.db, t.app.cipher, nord, { isUsed: true });

  const enough = await insertOrder(t.db);
  await insertOrderItem(t.db, enough, falcon, { quantity: 3 });
  await insertOrderItem(t.db, enough, card, { quantity: 2 });
  // Two items of one service: 2 needed together, though each alone would do.
  const short = await insertOrder(t.db);
  await insertOrderItem(t.db, short, falcon, { quantity: 1, minutesAgo: 2 });
  await insertOrderItem(t.db, short, nord, { quantity: 1, minutesAgo: 1 });
  await insertOrderItem(t.db, short, nord, { quantity: 1 });

  expect(await listed(enough)).toMatchObject({ itemCount: 2, units: 5, stockShort: null });
  const nordShort = { service: { _id: nord, name: 'Nord VPN' }, needed: 2, available: 1 };
  expect(await listed(short)).toMatchObject({ itemCount: 3, units: 3, stockShort: nordShort });
  expect(await single(short)).toMatchObject({ stockShort: nordShort });
  expect((await single(enough)).orderItems.map((item: { service: { delivery: string } }) => item.service.delivery)).toEqual(['stock', 'manual']);

  // What the marker says is what completing answers.
  const refused = await t.call(me, api.orders.changeOrderStatus, { params: { id: short }, body: { orderStatus: 'completed' } });
  expect(refused.json()).toMatchObject({ statusCode: 409, message: 'Not enough credentials in stock for Nord VPN: 2 needed, 1 available' });

  await insertCredential(t.db, t.app.cipher, nord);
  expect(await listed(short)).toMatchObject({ stockShort: null });
});

it('marks no order that is not pending, nor one of a manual service', async () => {
  const empty = await insertService(t.db, { name: 'Empty VPN' });
  const manual = await insertService(t.db, { name: 'Card $50', type: 'dollar-card', delivery: 'manual' });
  const done = await insertOrder(t.db, { status: 'completed' });
  await insertOrderItem(t.db, done, empty);
  const byHand = await insertOrder(t.db);
  await insertOrderItem(t.db, byHand, manual, { quantity: 4 });
  expect(await listed(done, 'completed')).toMatchObject({ units: 1, stockShort: null });
  expect(await listed(byHand)).toMatchObject({ units: 4, stockShort: null });
  expect(await single(done)).toMatchObject({ stockShort: null });
});
