import { api } from '@shopdesk/contracts';
import {
  auditRows, insertCredential, insertOrder, insertOrderItem, insertService, insertSetupGuide, stockUp,
} from '../helpers/fixtures';
import { deliverEmails } from '../helpers/mailbox';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

const t = setupTestApp();
const me = setupEmployee(t);

const complete = (id: string) => t.call(me, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });
const getOrder = (id: string) => t.call(me, api.orders.getSingleOrder, { params: { id } });

async function credentialState(id: string) {
  const { rows } = await t.db.query<{ is_used: boolean; is_bad: boolean }>('SELECT is_used, is_bad FROM service_credentials WHERE id = $1', [id]);
  return rows[0];
}

const outboxRows = async () =>
  (await t.db.query<{ id: string; to_address: string; subject: string; text_body: string; html_body: string | null; sealed: boolean }>(
    'SELECT id, to_address, subject, text_body, html_body, sealed FROM outbox_emails ORDER BY created_at, id',
  )).rows;

/** A pending order of one item of `serviceId`. */
async function orderOf(serviceId: string, quantity = 1, email = 'buyer@example.com') {
  const orderId = await insertOrder(t.db, { email });
  const itemId = await insertOrderItem(t.db, orderId, serviceId, { quantity });
  return { orderId, itemId };
}

beforeEach(async () => {
  await t.db.query('DELETE FROM credential_deliveries');
  await t.db.query('DELETE FROM outbox_emails');
});

it('claims the oldest available credential on completion, records the delivery, queues the e-mail and audits', async () => {
  const service = await insertService(t.db, { name: 'Falcon VPN' });
  await insertSetupGuide(t.db, { type: 'vpn', serial: 2, image: '/uploads/guide-2.png' });
  await insertSetupGuide(t.db, { type: 'vpn', serial: 1, image: '/uploads/guide-1.png' });
  await insertSetupGuide(t.db, { type: 'vpn', serial: 3, isActive: false, image: '/uploads/guide-off.png' });
  const newer = await insertCredential(t.db, t.app.cipher, service, { userId: 'falcon-2', password: 'newer', minutesAgo: 1 });
  const oldest = await insertCredential(t.db, t.app.cipher, service, { userId: 'falcon-1', password: 's3cret-Pa55', minutesAgo: 5 });
  const { orderId, itemId } = await orderOf(service);

  const res = await complete(orderId);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ _id: orderId, orderStatus: 'completed' });
  expect(await credentialState(oldest)).toEqual({ is_used: true, is_bad: false });
  expect(await credentialState(newer)).toEqual({ is_used: false, is_bad: false });
  // The credentials list says who it went to, with its order, as the export does.
  const listed = await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery, { query: { filters: JSON.stringify({ service }) } });
  const byUser = Object.fromEntries((listed.json().data.documents as { userId: string; deliveredTo: unknown }[]).map((c) => [c.userId, c.deliveredTo]));
  expect(byUser).toEqual({
    'falcon-1': { order: orderId, orderStatus: 'completed', email: 'buyer@example.com', deliveredAt: expect.any(String) },
    'falcon-2': null,
  });

  const [email] = await outboxRows();
  expect(email).toMatchObject({ to_address: 'buyer@example.com', subject: `Your Falcon VPN access (order ${orderId.slice(0, 8).toUpperCase()})`, sealed: true });

  const { deliveries } = (await getOrder(orderId)).json().data;
  expect(deliveries).toEqual([
    {
      _id: expect.any(String),
      orderItem: itemId,
      service: { _id: service, name: 'Falcon VPN' },
      credential: { _id: oldest, userId: 'falcon-1' },
      deliveredAt: expect.any(String),
      email: { status: 'pending', sentAt: null },
      replacedAt: null,
      replaceReason: null,
      revokedAt: null,
    },
  ]);
  expect(await auditRows(t.db, oldest)).toEqual([
    expect.objectContaining({
      action: 'credential.deliver',
      actor_id: me.id,
      after: { order: orderId, orderItem: itemId, delivery: deliveries[0]._id, isUsed: true },
    }),
  ]);

  const [sent] = await deliverEmails(t.db, t.app.cipher);
  expect(sent.text).toContain('Service: Falcon VPN\nUser ID: falcon-1\nPassword: s3cret-Pa55');
  expect(sent.text).toContain('http://shopdesk.test/uploads/guide-1.png\nhttp://shopdesk.test/uploads/guide-2.png\n');
  expect(sent.text).not.toContain('guide-off');
  expect(sent.html).toContain('s3cret-Pa55');
  const after = (await getOrder(orderId)).json().data.deliveries[0];
  expect(after.email).toEqual({ status: 'sent', sentAt: expect.any(String) });
});

it('keeps the password out of the outbox row while the sent e-mail carries it', async () => {
  const service = await insertService(t.db, { name: 'Sealed VPN' });
  await insertCredential(t.db, t.app.cipher, service, { userId: 'sealed-user', password: 'plain-PASSWORD-42' });
  const { orderId } = await orderOf(service);
  expect((await complete(orderId)).statusCode).toBe(200);

  const [row] = await outboxRows();
  expect(JSON.stringify(row)).not.toContain('plain-PASSWORD-42');
  expect(row.text_body).toMatch(/^v1:/);
  const [sent] = await deliverEmails(t.db, t.app.cipher);
  expect(sent.text).toContain('Password: plain-PASSWORD-42');
  const [cleared] = await outboxRows();
  expect(cleared.text_body).toBe('');
});

it('answers 409 when the stock is out and changes nothing', async () => {
  const service = await insertService(t.db, { name: 'Empty VPN' });
  const used = await insertCredential(t.db, t.app.cipher, service, { isUsed: true });
  const archived = await insertCredential(t.db, t.app.cipher, service, { isActive: false });
  const { orderId } = await orderOf(service);
  const auditBefore = (await t.db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0];

  const res = await complete(orderId);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Not enough credentials in stock for Empty VPN: 1 needed, 0 available');
  const { rows } = await t.db.query('SELECT order_status FROM orders WHERE id = $1', [orderId]);
  expect(rows[0]).toEqual({ order_status: 'pending' });
  expect(await credentialState(used)).toEqual({ is_used: true, is_bad: false });
  expect(await credentialState(archived)).toEqual({ is_used: false, is_bad: false });
  expect(await outboxRows()).toEqual([]);
  expect((await t.db.query('SELECT count(*)::int AS n FROM credential_deliveries')).rows[0]).toEqual({ n: 0 });
  expect((await t.db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0]).toEqual(auditBefore);
});

it('rolls back every item when one item of the order is short, even after another claimed', async () => {
  const stocked = await insertService(t.db, { name: 'Stocked VPN' });
  const short = await insertService(t.db, { name: 'Short VPN' });
  const [credential] = await stockUp(t.db, t.app.cipher, stocked, 1);
  await stockUp(t.db, t.app.cipher, short, 1);
  const orderId = await insertOrder(t.db);
  await insertOrderItem(t.db, orderId, stocked, { quantity: 1, minutesAgo: 2 });
  await insertOrderItem(t.db, orderId, short, { quantity: 2, minutesAgo: 1 });

  const res = await complete(orderId);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Not enough credentials in stock for Short VPN: 2 needed, 1 available');
  expect(await credentialState(credential)).toEqual({ is_used: false, is_bad: false });
  expect(await outboxRows()).toEqual([]);
});

it('completes a manual service without claiming anything', async () => {
  const service = await insertService(t.db, { name: 'Card 25', type: 'dollar-card' });
  const credential = await insertCredential(t.db, t.app.cipher, service);
  const { orderId } = await orderOf(service);

  expect((await complete(orderId)).statusCode).toBe(200);
  expect(await credentialState(credential)).toEqual({ is_used: false, is_bad: false });
  expect(await outboxRows()).toEqual([]);
  expect((await getOrder(orderId)).json().data.deliveries).toEqual([]);
});

it('claims two credentials for a quantity of 2, in one e-mail', async () => {
  const service = await insertService(t.db, { name: 'Double VPN' });
  const [first, second, third] = await stockUp(t.db, t.app.cipher, service, 3);
  const { orderId } = await orderOf(service, 2);

  expect((await complete(orderId)).statusCode).toBe(200);
  const { deliveries } = (await getOrder(orderId)).json().data;
  expect(deliveries.map((d: { credential: { _id: string } }) => d.credential._id)).toEqual([first, second]);
  expect(await credentialState(third)).toEqual({ is_used: false, is_bad: false });
  expect(await outboxRows()).toHaveLength(1);
  const [sent] = await deliverEmails(t.db, t.app.cipher);
  expect(sent.text.match(/Password: /g)).toHaveLength(2);
});

it('names the order in the subject when several services are delivered', async () => {
  const a = await insertService(t.db, { name: 'Alpha VPN' });
  const b = await insertService(t.db, { name: 'Beta VPN' });
  await stockUp(t.db, t.app.cipher, a, 1);
  await stockUp(t.db, t.app.cipher, b, 1);
  const orderId = await insertOrder(t.db);
  await insertOrderItem(t.db, orderId, a);
  await insertOrderItem(t.db, orderId, b);

  expect((await complete(orderId)).statusCode).toBe(200);
  expect((await outboxRows()).map((r) => r.subject)).toEqual([`Your Shopdesk order (order ${orderId.slice(0, 8).toUpperCase()})`]);
});

it('never claims a bad credential', async () => {
  const service = await insertService(t.db, { name: 'Picky VPN' });
  const bad = await insertCredential(t.db, t.app.cipher, service, { badReason: 'Does not log in', minutesAgo: 10 });
  const good = await insertCredential(t.db, t.app.cipher, service, { minutesAgo: 1 });
  const first = await orderOf(service);
  const second = await orderOf(service);

  expect((await complete(first.orderId)).statusCode).toBe(200);
  expect(await credentialState(bad)).toEqual({ is_used: false, is_bad: true });
  expect(await credentialState(good)).toEqual({ is_used: true, is_bad: false });
  const res = await complete(second.orderId);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Not enough credentials in stock for Picky VPN: 1 needed, 0 available');
});
