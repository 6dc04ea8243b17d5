import { api, STOREFRONT_ORDER_LIMITS } from '@shopdesk/contracts';
import { randomUUID } from 'node:crypto';
import { NOT_SINGLE_LINE } from '../helpers/expected';
import { auditRows, insertService } from '../helpers/fixtures';
import { setupTestApp, type TestEmployee } from '../helpers/test-app';
import { newKey, orderBody, orderCount, sendOrder } from './storefront-helpers';

const t = setupTestApp();
let key: string;
let me: TestEmployee;
let vpn: string;
let card: string;
beforeAll(async () => {
  key = await newKey(t, 'web shop');
  me = await t.createEmployee();
  vpn = await insertService(t.db, { name: 'Fast VPN', priceCents: 999 });
  card = await insertService(t.db, { name: '$50 card', type: 'dollar-card', priceCents: 5150 });
});

describe('a valid order', () => {
  it('is made pending, priced from the services, and answers its id, status and total', async () => {
    const res = await sendOrder(t, key, orderBody([{ serviceId: vpn, quantity: 3 }, { serviceId: card, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // 3 x 9.99 + 2 x 51.50
    expect(data).toEqual({ _id: expect.any(String), orderStatus: 'pending', total: 132.97 });
    expect(res.headers['cache-control']).toBe('no-store');

    const single = (await t.call(me, api.orders.getSingleOrder, { params: { id: data._id } })).json().data;
    expect(single.order).toMatchObject({ name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 123 4567', total: 132.97, paymentMethod: 'Card', orderStatus: 'pending' });
    // The checkout's order of items, each at its service's price.
    expect(single.orderItems.map((i: { service: { _id: string }; quantity: number; price: number }) => [i.service._id, i.quantity, i.price])).toEqual([
      [vpn, 3, 9.99],
      [card, 2, 51.5],
    ]);
  });

  it('keeps the price it was made at when the service is repriced later', async () => {
    const service = await insertService(t.db, { priceCents: 1000 });
    const id = (await sendOrder(t, key, orderBody([service]))).json().data._id;
    await t.db.query('UPDATE services SET price_cents = 2000 WHERE id = $1', [service]);
    const single = (await t.call(me, api.orders.getSingleOrder, { params: { id } })).json().data;
    expect([single.order.total, single.orderItems[0].price]).toEqual([10, 10]);
    expect((await sendOrder(t, key, orderBody([service]))).json().data.total).toBe(20);
  });

  it('takes no phone, and service ids in upper case', async () => {
    const { phone: _, ...withoutPhone } = orderBody([vpn.toUpperCase()]);
    const res = await sendOrder(t, key, withoutPhone);
    expect(res.statusCode).toBe(201);
    const single = (await t.call(me, api.orders.getSingleOrder, { params: { id: res.json().data._id } })).json().data;
    expect(single.order.phone).toBeNull();
    expect(single.orderItems[0].service._id).toBe(vpn);
  });

  it('is counted in the order counts, and audited with the storefront key that made it', async () => {
    const before = (await t.call(me, api.orders.getAllOrdersCountByStatus)).json().data.orders;
    const id = (await sendOrder(t, key, orderBody([vpn]), { 'x-forwarded-for': '203.0.113.9' })).json().data._id;
    const after = (await t.call(me, api.orders.getAllOrdersCountByStatus)).json().data.orders;
    const pending = (counts: Array<{ orderStatus: string; count: number }>) => counts.find((c) => c.orderStatus === 'pending')?.count;
    expect(pending(after)).toBe((pending(before) as number) + 1);

    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM storefront_keys WHERE name = 'web shop'");
    expect(await auditRows(t.db, id)).toEqual([
      {
        actor_id: null,
        action: 'order.create',
        entity: 'order',
        entity_id: id,
        before: null,
        after: {
          orderStatus: 'pending',
          total: 9.99,
          items: [{ serviceId: vpn, quantity: 1, price: 9.99 }],
          storefrontKey: { id: rows[0].id, name: 'web shop' },
        },
        ip: expect.any(String),
      },
    ]);
  });
});

describe('a refused order makes nothing', () => {
  const refusals: Array<[string, (ids: { vpn: string; card: string }) => unknown, string, string]> = [
    ['a price (prices come from the services)', ({ vpn }) => orderBody([vpn], { price: 0.01 }), 'price', 'is not an allowed field'],
    ['an item price', ({ vpn }) => orderBody([{ serviceId: vpn, quantity: 1, price: 0.01 } as never]), 'items.0.price', 'is not an allowed field'],
    ['a total', ({ vpn }) => orderBody([vpn], { total: 0 }), 'total', 'is not an allowed field'],
    ['no name', ({ vpn }) => orderBody([vpn], { name: undefined }), 'name', 'is required'],
    ['a blank name', ({ vpn }) => orderBody([vpn], { name: '   ' }), 'name', 'must match pattern "\\S"'],
    ['a bad e-mail', ({ vpn }) => orderBody([vpn], { email: 'not-an-email' }), 'email', 'must match format "email"'],
    ['no transaction id', ({ vpn }) => orderBody([vpn], { transactionId: undefined }), 'transactionId', 'is required'],
    ['no payment method', ({ vpn }) => orderBody([vpn], { paymentMethod: undefined }), 'paymentMethod', 'is required'],
    ['a phone too long', ({ vpn }) => orderBody([vpn], { phone: '1'.repeat(STOREFRONT_ORDER_LIMITS.phoneMaxLength + 1) }), 'phone', 'must NOT have more than 30 characters'],
    ['no items', () => orderBody([]), 'items', 'must NOT have fewer than 1 items'],
    ['too many items', () => orderBody(Array.from({ length: STOREFRONT_ORDER_LIMITS.maxItems + 1 }, () => randomUUID())), 'items', 'must NOT have more than 20 items'],
    ['a quantity of 0', ({ vpn }) => orderBody([{ serviceId: vpn, quantity: 0 }]), 'items.0.quantity', 'must be >= 1'],
    ['a quantity over the limit', ({ vpn }) => orderBody([{ serviceId: vpn, quantity: STOREFRONT_ORDER_LIMITS.maxQuantity + 1 }]), 'items.0.quantity', 'must be <= 100'],
    ['a fractional quantity', ({ vpn }) => orderBody([{ serviceId: vpn, quantity: 1.5 }]), 'items.0.quantity', 'must be integer'],
    ['a quantity as text', ({ vpn }) => orderBody([{ serviceId: vpn, quantity: '2' as never }]), 'items.0.quantity', 'must be integer'],
    ['a service id that is no UUID', ({ vpn }) => orderBody([vpn, 'fast-vpn']), 'items.1.serviceId', 'must match format "uuid"'],
    ['a service twice', ({ vpn, card }) => orderBody([vpn, card, vpn.toUpperCase()]), 'items.2.serviceId', 'is already in an earlier item: send one item per service, with its whole quantity'],
    ['a NUL character', ({ vpn }) => orderBody([vpn], { name: 'Lay\u0000la' }), 'name', 'must not contain NUL characters'],
    ['a line break in the name', ({ vpn }) => orderBody([vpn], { name: 'Layla\r\nHaddad' }), 'name', NOT_SINGLE_LINE],
    ['a right-to-left override in the transaction id', ({ vpn }) => orderBody([vpn], { transactionId: 'tx-\u202E1' }), 'transactionId', NOT_SINGLE_LINE],
  ];

  it.each(refusals)('400 for %s, naming the field', async (_, body, path, message) => {
    const before = await orderCount(t);
    const res = await sendOrder(t, key, body({ vpn, card }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.[0]).toEqual({ path, message });
    expect(await orderCount(t)).toBe(before);
  });

  it('422 for an unknown service, naming its item', async () => {
    const before = await orderCount(t);
    const res = await sendOrder(t, key, orderBody([vpn, randomUUID()]));
    expect(res.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'No service has this id',
      details: [{ path: 'items.1.serviceId', message: 'No service has this id' }],
    });
    expect(await orderCount(t)).toBe(before);
  });

  it('422 for an archived service, naming its item', async () => {
    const archived = await insertService(t.db, { isActive: false });
    const before = await orderCount(t);
    const res = await sendOrder(t, key, orderBody([card, vpn, archived]));
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ path: 'items.2.serviceId', message: 'This service is archived and cannot be ordered' }]);
    expect(await orderCount(t)).toBe(before);
  });

  it('422 for a total too large to store', async () => {
    const dear = await insertService(t.db, { priceCents: 100_000_000 });
    const res = await sendOrder(t, key, orderBody([{ serviceId: dear, quantity: 22 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].path).toBe('items');
  });

  it('400 for a body that is not JSON', async () => {
    const res = await sendOrder(t, key, 'name=Layla', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
  });
});
