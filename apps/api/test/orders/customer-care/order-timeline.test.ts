import { api, type TimelineEvent } from '@shopdesk/contracts';
import { maskUserId } from '../../../src/routes/orders/order-timeline';
import { insertService, stockUp } from '../../helpers/fixtures';
import { drainOutbox } from '../../../src/mail/outbox-worker';
import { deliverEmails, silentLogger } from '../../helpers/mailbox';
import { newKey, orderBody, sendOrder } from '../../storefront/storefront-helpers';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager', name: 'Maya Manager' });
const who = () => ({ _id: manager.id, name: 'Maya Manager' });

const timeline = async (id: string): Promise<TimelineEvent[]> => {
  const res = await t.call(manager, api.orders.getOrderTimeline, { params: { id } });
  expect(res.statusCode).toBe(200);
  return res.json().data.events;
};

it('masks a user id: enough to tell it apart, not enough to use it', () => {
  expect(maskUserId('falcon-user-4821')).toBe('fa•••21');
  expect(maskUserId('user42')).toBe('u•••2');
  expect(maskUserId('abcd')).toBe('•••');
  expect(maskUserId(null)).toBeNull();
});

it("tells an order's whole story, newest first: every kind of event in the order it happened", async () => {
  const service = await insertService(t.db, { name: 'Story VPN', priceCents: 1000 });
  await stockUp(t.db, t.app.cipher, service, 3);
  const key = await newKey(t, 'Main site');
  const order = await sendOrder(t, key, orderBody([service], { email: 'lina@exmaple.com' }));
  const orderId = order.json().data._id;
  await t.call(manager, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } });
  await deliverEmails(t.db, t.app.cipher);
  const [delivery] = (await t.call(manager, api.orders.getSingleOrder, { params: { id: orderId } })).json().data.deliveries;
  await t.call(manager, api.orders.replaceDeliveredCredential, { params: { id: delivery._id }, body: { reason: 'Blocked in UAE' } });
  const refusing = { kind: 'console' as const, send: () => Promise.reject(new Error('550 mailbox unavailable')), close: async () => undefined };
  await drainOutbox({ db: t.db, transport: refusing, logger: silentLogger, cipher: t.app.cipher, maxAttempts: 1 });
  await t.call(manager, api.orders.resendDelivery, { params: { id: orderId }, body: { email: 'lina@example.com' } });
  await t.call(manager, api.orders.addOrderNote, { params: { id: orderId }, body: { body: 'Customer confirmed it works now' } });
  await t.call(manager, api.orders.refundOrder, { params: { id: orderId }, body: { amount: 10, reason: 'not_working' } });

  const events = await timeline(orderId);
  expect(events.map((e) => e.kind)).toEqual([
    'revoked',
    'refund',
    'note',
    'email',
    'email_changed',
    'email',
    'delivered',
    'replaced',
    'email',
    'delivered',
    'status',
    'created',
  ]);
  const [revoked, refund, note, resent, changed, replacementEmail, newDelivery, replaced, firstEmail, firstDelivery, completed, created] = events;
  expect(created).toMatchObject({ by: null, storefrontKey: 'Main site' });
  expect(completed).toMatchObject({ by: who(), from: 'pending', to: 'completed' });
  expect(firstDelivery).toMatchObject({ service: 'Story VPN', userId: expect.stringContaining('•••') });
  expect(firstEmail).toMatchObject({ emailKind: 'delivery', to: 'lina@exmaple.com', status: 'sent', sentAt: expect.any(String), by: who() });
  expect(replaced).toMatchObject({ by: who(), reason: 'Blocked in UAE', userId: (firstDelivery as { userId: string }).userId });
  expect(newDelivery).toMatchObject({ service: 'Story VPN' });
  expect(replacementEmail).toMatchObject({ emailKind: 'replacement', to: 'lina@exmaple.com', status: 'failed', sentAt: null, error: '550 mailbox unavailable' });
  expect(changed).toMatchObject({ by: who(), from: 'lina@exmaple.com', to: 'lina@example.com' });
  expect(resent).toMatchObject({ emailKind: 'resend', to: 'lina@example.com', by: who() });
  expect(note).toMatchObject({ note: { body: 'Customer confirmed it works now', author: who() } });
  expect(refund).toMatchObject({ by: who(), amount: 10, reason: 'not_working', note: null });
  expect(revoked).toMatchObject({ service: 'Story VPN', userId: (newDelivery as { userId: string }).userId });
  expect(JSON.stringify(events)).not.toContain('pw-');
});

it('answers 404 for an unknown order', async () => {
  const res = await t.call(manager, api.orders.getOrderTimeline, { params: { id: '7d8f1c52-0000-4000-8000-000000000000' } });
  expect(res.json()).toMatchObject({ statusCode: 404, message: 'Order not found' });
});
