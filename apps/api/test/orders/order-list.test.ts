import { api } from '@shopdesk/contracts';
import { insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { listing } from '../helpers/lists';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);
const ids: Record<string, string> = {};

beforeAll(async () => {
  ids.alice = await insertOrder(t.db, { name: 'Alice Smith', email: 'alice@example.com', phone: '+971500000001', transactionId: 'TX-AAA-111', minutesAgo: 50 });
  ids.bob = await insertOrder(t.db, { name: 'Bob Stone', email: 'bob@example.com', transactionId: 'TX-BBB-222', minutesAgo: 40, status: 'completed' });
  ids.carol = await insertOrder(t.db, { name: 'Carol King', email: 'carol@shop.test', phone: '+966500000003', minutesAgo: 30 });
  ids.dan = await insertOrder(t.db, { name: 'Dan 100%_off', email: 'dan@example.com', minutesAgo: 20, status: 'cancelled' });
  ids.erin = await insertOrder(t.db, { name: 'Erin Smith', email: 'erin@example.com', totalCents: 1999, minutesAgo: 10 });
});

const { list, idsOf } = listing<{ _id: string; name: string; total: number; orderStatus: string }>(t, me, api.orders.getAllOrdersByStatus);

it('lists every order, newest first, with the page totals', async () => {
  const page = await list({});
  expect(page.documents.map((o) => o._id)).toEqual([ids.erin, ids.dan, ids.carol, ids.bob, ids.alice]);
  expect(page.totalItems).toBe(5);
  expect(page.totalPages).toBe(1);
});

it('answers the order fields with the total in dollars', async () => {
  const page = await list({ search: 'Erin' });
  expect(page.documents).toEqual([
    expect.objectContaining({
      _id: ids.erin,
      name: 'Erin Smith',
      email: 'erin@example.com',
      phone: null,
      total: 19.99,
      transactionId: null,
      paymentMethod: 'card',
      orderStatus: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }),
  ]);
});

it('filters by status', async () => {
  const page = await list({ filters: JSON.stringify({ orderStatus: 'pending' }) });
  expect(page.documents.map((o) => o._id)).toEqual([ids.erin, ids.carol, ids.alice]);
  expect(page.totalItems).toBe(3);
});

it('searches name, e-mail, phone and transaction id, case-insensitively', async () => {
  expect(await idsOf({ search: 'smith' })).toEqual([ids.erin, ids.alice]);
  expect(await idsOf({ search: 'SHOP.TEST' })).toEqual([ids.carol]);
  expect(await idsOf({ search: '966500' })).toEqual([ids.carol]);
  expect(await idsOf({ search: 'bbb-222' })).toEqual([ids.bob]);
});

it('combines search and status filter', async () => {
  const page = await list({ search: 'smith', filters: JSON.stringify({ orderStatus: 'completed' }) });
  expect(page.documents).toEqual([]);
  expect(page.totalItems).toBe(0);
  expect(page.totalPages).toBe(0);
});

it('finds an order by its full id', async () => {
  const page = await list({ search: ids.carol.toUpperCase() });
  expect(page.documents.map((o) => o._id)).toEqual([ids.carol]);
});

it('takes % and _ in a search literally', async () => {
  expect(await idsOf({ search: '100%_' })).toEqual([ids.dan]);
  expect(await idsOf({ search: '%' })).toEqual([ids.dan]);
  expect(await idsOf({ search: '_' })).toEqual([ids.dan]);
});

it('pages through the orders', async () => {
  const first = await list({ limit: 2, currentPage: 1 });
  const second = await list({ limit: 2, currentPage: 2 });
  const third = await list({ limit: 2, currentPage: 3 });
  expect(first.documents.map((o) => o._id)).toEqual([ids.erin, ids.dan]);
  expect(second.documents.map((o) => o._id)).toEqual([ids.carol, ids.bob]);
  expect(third.documents.map((o) => o._id)).toEqual([ids.alice]);
  expect([first.totalPages, first.totalItems]).toEqual([3, 5]);
});

it('answers an empty page past the end with the true totals', async () => {
  const page = await list({ limit: 2, currentPage: 9 });
  expect(page).toEqual({ documents: [], totalItems: 5, totalPages: 3 });
});

it('refuses an unknown status in the filters', async () => {
  const res = await t.call(me, api.orders.getAllOrdersByStatus, { query: { filters: '{"orderStatus":"shipped"}' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/^Invalid filters: orderStatus/);
});

it("names each order's first service and counts its items, so the queue shows what was bought", async () => {
  const falcon = await insertService(t.db, { name: 'Falcon VPN' });
  const card = await insertService(t.db, { name: 'Card $25', type: 'dollar-card' });
  const two = await insertOrder(t.db, { name: 'Two Items', minutesAgo: 1 });
  await insertOrderItem(t.db, two, falcon, { quantity: 2, minutesAgo: 1 });
  await insertOrderItem(t.db, two, card);
  const page = await list({ search: 'Two Items' });
  expect(page.documents).toEqual([expect.objectContaining({ _id: two, serviceName: 'Falcon VPN', itemCount: 2 })]);
  const none = await list({ search: 'Alice' });
  expect(none.documents).toEqual([expect.objectContaining({ _id: ids.alice, serviceName: null, itemCount: 0 })]);
});
