import { api } from '@shopdesk/contracts';
import { insertOrder, insertOrderItem, insertService, stockUp } from '../../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager', name: 'Maya Manager' });

const customer = (email: string) => t.call(manager, api.orders.getCustomer, { query: { email } });
const ordersOf = async (email: string, extra: Record<string, unknown> = {}) =>
  (await t.call(manager, api.orders.getAllOrdersByStatus, { query: { filters: JSON.stringify({ customer: email, ...extra }) } })).json().data;
const complete = (id: string) => t.call(manager, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });

it("sums up one customer's orders, whatever the case of their address: spent, refunded, credentials, notes", async () => {
  const service = await insertService(t.db, { name: 'Summary VPN' });
  await stockUp(t.db, t.app.cipher, service, 4);
  const first = await insertOrder(t.db, { email: 'Rana@Example.com', name: 'Rana', totalCents: 1000, minutesAgo: 300 });
  await insertOrderItem(t.db, first, service);
  const second = await insertOrder(t.db, { email: 'rana@example.com', name: 'Rana H', totalCents: 2500, minutesAgo: 60 });
  await insertOrderItem(t.db, second, service);
  await insertOrder(t.db, { email: 'rana@example.com', name: 'Rana Haddad', totalCents: 700, status: 'cancelled', minutesAgo: 30 });
  await insertOrder(t.db, { email: 'rana@example.co', totalCents: 9900, status: 'completed' });
  await complete(first);
  await complete(second);
  const [delivery] = (await t.call(manager, api.orders.getSingleOrder, { params: { id: first } })).json().data.deliveries;
  await t.call(manager, api.orders.replaceDeliveredCredential, { params: { id: delivery._id }, body: { reason: 'Blocked' } });
  await t.call(manager, api.orders.refundOrder, { params: { id: second }, body: { amount: 5, reason: 'customer_request' } });
  await t.call(manager, api.orders.addOrderNote, { params: { id: first }, body: { body: 'First note' } });
  await t.call(manager, api.orders.addOrderNote, { params: { id: second }, body: { body: 'Second note' } });

  const res = await customer('RANA@example.COM');
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({
    email: 'rana@example.com',
    name: 'Rana Haddad',
    orders: 3,
    firstOrderAt: expect.any(String),
    lastOrderAt: expect.any(String),
    spent: 35,
    refunded: 5,
    credentialsDelivered: 3,
    credentialsReplaced: 1,
    watchReason: null,
    notes: [
      expect.objectContaining({ body: 'Second note', order: second, author: { _id: manager.id, name: 'Maya Manager' } }),
      expect.objectContaining({ body: 'First note', order: first }),
    ],
  });
  expect(Date.parse(res.json().data.firstOrderAt)).toBeLessThan(Date.parse(res.json().data.lastOrderAt));
});

it("lists one customer's orders of every status, newest first, matching the whole address in any case", async () => {
  const ids = [
    await insertOrder(t.db, { email: 'Omar@Shop.test', status: 'completed', minutesAgo: 50 }),
    await insertOrder(t.db, { email: 'omar@shop.test', status: 'pending', minutesAgo: 10 }),
    await insertOrder(t.db, { email: 'omar@shop.test', status: 'cancelled', minutesAgo: 30 }),
  ];
  await insertOrder(t.db, { email: 'omar@shop.test.ae' });
  await insertOrder(t.db, { email: 'xomar@shop.test' });
  const page = await ordersOf('OMAR@shop.test');
  expect(page.documents.map((o: { _id: string }) => o._id)).toEqual([ids[1], ids[2], ids[0]]);
  expect(page.totalItems).toBe(3);
  expect((await ordersOf('omar@shop.test', { orderStatus: 'pending' })).documents.map((o: { _id: string }) => o._id)).toEqual([ids[1]]);
  const bad = await t.call(manager, api.orders.getAllOrdersByStatus, { query: { filters: JSON.stringify({ customer: 'omar' }) } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('customer');
});

it('answers 404 for an address without orders and 400 for one that is not an address', async () => {
  expect((await customer('nobody@example.com')).json()).toMatchObject({ statusCode: 404, message: 'Customer not found' });
  const bad = await customer('not an address');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('email');
});

it('finds customers by a part of their e-mail or name, newest first, one line per address', async () => {
  await insertOrder(t.db, { email: 'zaid@finder.test', name: 'Zaid Old', minutesAgo: 90 });
  await insertOrder(t.db, { email: 'Zaid@Finder.test', name: 'Zaid Newer', minutesAgo: 20 });
  await insertOrder(t.db, { email: 'huda@finder.test', name: 'Huda Zaidan', minutesAgo: 40 });
  const found = async (search: string) =>
    (await t.call(manager, api.orders.findCustomers, { query: { search } })).json().data.customers.map((c: { email: string; name: string }) => [c.email, c.name]);
  expect(await found('ZAID')).toEqual([
    ['Zaid@Finder.test', 'Zaid Newer'],
    ['huda@finder.test', 'Huda Zaidan'],
  ]);
  expect(await found('huda@')).toEqual([['huda@finder.test', 'Huda Zaidan']]);
  // A whole address finds its customer at once, in any case; one without orders is still searched as text.
  expect(await found('ZAID@finder.TEST')).toEqual([['Zaid@Finder.test', 'Zaid Newer']]);
  expect(await found('aid@finder.test')).toEqual([['Zaid@Finder.test', 'Zaid Newer']]);
  expect(await found('100%_')).toEqual([]);
  expect((await t.call(manager, api.orders.findCustomers, { query: { search: ' ' } })).statusCode).toBe(400);
});
