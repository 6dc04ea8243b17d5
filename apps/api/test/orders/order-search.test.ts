import { api, type OrderListEntry } from '@shopdesk/contracts';
import { insertCredential, insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { newKey, orderBody, sendOrder } from '../storefront/storefront-helpers';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager' });

/** The ids the order list finds for `search`, in every status (the All tab) unless a status is given. */
async function found(search: string, orderStatus?: 'pending' | 'completed' | 'cancelled'): Promise<string[]> {
  const res = await t.call(manager, api.orders.getAllOrdersByStatus, {
    query: { search, ...(orderStatus ? { filters: JSON.stringify({ orderStatus }) } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.documents as OrderListEntry[]).map((order) => order._id);
}

const complete = async (id: string) => {
  const res = await t.call(manager, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });
  expect(res.statusCode).toBe(200);
};

it("finds an order by its id as the list shows it, cut to its first characters, in any case and in every status", async () => {
  const id = await insertOrder(t.db, { name: 'Nadia Qasim', status: 'cancelled' });
  for (const shown of [id.slice(0, 10), id.slice(0, 8).toUpperCase(), id.slice(0, 4), id]) {
    expect(await found(shown)).toContain(id);
  }
  expect(await found(id.slice(0, 10), 'cancelled')).toEqual([id]);
  expect(await found(id.slice(0, 10), 'pending')).toEqual([]);
});

it('takes an id as shown for that order, and searches the text for one that begins no id', async () => {
  const id = await insertOrder(t.db, { name: 'Samir Awad' });
  // A payment reference of a UUID's shape that holds the id as shown: the id is what was meant.
  const quoting = await insertOrder(t.db, { transactionId: `PAY-${id.slice(0, 10)}` });
  expect(await found(id.slice(0, 10))).toEqual([id]);

  const unknownId = id.startsWith('f') ? '0badcafe-7' : 'fbadcafe-7';
  const holder = await insertOrder(t.db, { transactionId: `PAY-${unknownId}-2024` });
  expect(await found(unknownId)).toEqual([holder]);
  expect(await found(quoting.slice(0, 10))).toEqual([quoting]);
});

it('finds a term with other characters in it whole, and only whole: a transaction id, an address, LIKE wildcards as text', async () => {
  const paid = await insertOrder(t.db, { transactionId: 'pi_3QB4FDCC506FCFFD2F' });
  // The term's longest run of letters and digits, without the rest of it around.
  await insertOrder(t.db, { transactionId: 'ch_3QB4FDCC506FCFFD2F' });
  await insertOrder(t.db, { name: 'Pi 3qb4fdcc' });
  // `_` and `%` are LIKE's wildcards: as typed they are characters.
  await insertOrder(t.db, { transactionId: 'piX3QB4FDCC506FCFFD2F' });
  const percent = await insertOrder(t.db, { transactionId: 'ref%2026-77' });
  const dotted = await insertOrder(t.db, { email: 'omar.haddad24727@gmail.com' });
  await insertOrder(t.db, { email: 'omar-haddad24727@gmail.com' });

  expect(await found('pi_3QB4FDCC')).toEqual([paid]);
  expect(await found('PI_3qb4fdcc506')).toEqual([paid]);
  expect(await found('ref%2026')).toEqual([percent]);
  expect(await found('Omar.Haddad24727@gmail')).toEqual([dotted]);
});

it("finds the orders of a service by its name, the storefront's and any other writer's, and by its new name once renamed", async () => {
  const heron = await insertService(t.db, { name: 'Heron Shield VPN' });
  const other = await insertService(t.db, { name: 'Owl Tunnel' });
  await insertCredential(t.db, t.app.cipher, heron);
  const fromShop = (await sendOrder(t, await newKey(t), orderBody([heron, other]))).json().data._id as string;
  // Written without the API: the items' triggers fill in the order's services.
  const fromSql = await insertOrder(t.db, { status: 'completed' });
  await insertOrderItem(t.db, fromSql, heron);
  const elsewhere = await insertOrder(t.db);
  await insertOrderItem(t.db, elsewhere, other);

  expect((await found('heron shield')).sort()).toEqual([fromShop, fromSql].sort());
  expect(await found('Heron', 'completed')).toEqual([fromSql]);

  await t.db.query("UPDATE services SET name = 'Kestrel Guard VPN' WHERE id = $1", [heron]);
  expect((await found('kestrel')).sort()).toEqual([fromShop, fromSql].sort());
  expect(await found('heron shield')).toEqual([]);
  // The slug kept the old name ("heron-shield-vpn"): the name alone decides.
  expect(await found('heron')).toEqual([]);
});

it('finds an order by the user id of a credential delivered to it, the replaced one too, and follows an edited user id', async () => {
  const service = await insertService(t.db, { name: 'Delivered VPN' });
  const credentials = new Map([
    ['sparrow-8841', await insertCredential(t.db, t.app.cipher, service, { userId: 'sparrow-8841' })],
    ['finch-2290', await insertCredential(t.db, t.app.cipher, service, { userId: 'finch-2290' })],
  ]);
  const orderId = (await sendOrder(t, await newKey(t), orderBody([service]))).json().data._id as string;

  // Not delivered yet: a credential in stock finds no order.
  expect(await found('sparrow-8841')).toEqual([]);
  await complete(orderId);
  const [delivery] = (await t.call(manager, api.orders.getSingleOrder, { params: { id: orderId } })).json().data.deliveries;
  const sent = delivery.credential.userId as string;
  const spare = sent === 'sparrow-8841' ? 'finch-2290' : 'sparrow-8841';
  expect(await found(sent.toUpperCase())).toEqual([orderId]);
  expect(await found(sent, 'completed')).toEqual([orderId]);
  expect(await found(spare)).toEqual([]);

  const replaced = await t.call(manager, api.orders.replaceDeliveredCredential, { params: { id: delivery._id }, body: { reason: 'Blocked' } });
  expect(replaced.statusCode).toBe(200);
  expect(await found(spare)).toEqual([orderId]);
  expect(await found(sent)).toEqual([orderId]);

  const edited = await t.call(manager, api.serviceCredentials.updateServiceCredential, {
    params: { id: credentials.get(sent) as string },
    body: { service, userId: 'sparrow-9000', password: 'a-new-password' },
  });
  expect(edited.statusCode).toBe(200);
  expect(await found('sparrow-9000')).toEqual([orderId]);
  expect(await found(sent)).toEqual([]);
});

it('lists every status at once, newest first, sorted by total and by name, counted from the counts table', async () => {
  const ids = [
    await insertOrder(t.db, { name: 'Zed All', status: 'pending', totalCents: 3000, minutesAgo: 3 }),
    await insertOrder(t.db, { name: 'Amal All', status: 'completed', totalCents: 1000, minutesAgo: 2 }),
    await insertOrder(t.db, { name: 'Mira All', status: 'cancelled', totalCents: 2000, minutesAgo: 1 }),
  ];
  const page = async (sort: string) => {
    const res = await t.call(manager, api.orders.getAllOrdersByStatus, { query: { search: 'All', sort } });
    return (res.json().data.documents as OrderListEntry[]).map((order) => order._id).filter((id) => ids.includes(id));
  };
  expect(await page('-createdAt')).toEqual([ids[2], ids[1], ids[0]]);
  expect(await page('total')).toEqual([ids[1], ids[2], ids[0]]);
  expect(await page('-name')).toEqual([ids[0], ids[2], ids[1]]);

  const all = (await t.call(manager, api.orders.getAllOrdersByStatus, { query: {} })).json().data;
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  expect(all.totalItems).toBe(rows[0].n);
});
