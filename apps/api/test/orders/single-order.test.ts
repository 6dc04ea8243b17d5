import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const getOrder = (id: string) => t.call(me, api.orders.getSingleOrder, { params: { id } });

it('answers the order with its items, the first one as orderItem', async () => {
  const vpn = await insertService(t.db, { name: 'Fast VPN' });
  const card = await insertService(t.db, { name: 'Dollar Card 10', type: 'dollar-card' });
  const orderId = await insertOrder(t.db, { name: 'Alice', totalCents: 3500, transactionId: 'TX1', phone: '+1 555' });
  const first = await insertOrderItem(t.db, orderId, vpn, { quantity: 1, priceCents: 1000, minutesAgo: 2 });
  const second = await insertOrderItem(t.db, orderId, card, { quantity: 2, priceCents: 1250, minutesAgo: 1 });

  const res = await getOrder(orderId);
  expect(res.statusCode).toBe(200);
  const { order, orderItem, orderItems } = res.json().data;
  expect(order).toMatchObject({ _id: orderId, name: 'Alice', total: 35, transactionId: 'TX1', phone: '+1 555', orderStatus: 'pending' });
  expect(orderItems).toEqual([
    { _id: first, quantity: 1, price: 10, service: { _id: vpn, name: 'Fast VPN', delivery: 'stock' } },
    { _id: second, quantity: 2, price: 12.5, service: { _id: card, name: 'Dollar Card 10', delivery: 'manual' } },
  ]);
  expect(orderItem).toEqual(orderItems[0]);
});

it('answers orderItem null for an order without items', async () => {
  const orderId = await insertOrder(t.db);
  const res = await getOrder(orderId);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ orderItem: null, orderItems: [] });
});

it('answers 404 for an unknown order', async () => {
  const res = await getOrder(randomUUID());
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
});

it('answers 400 for an id that is not a uuid', async () => {
  const res = await getOrder('not-a-uuid');
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/^Invalid path parameter: id/);
});
