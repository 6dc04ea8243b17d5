import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder, insertOrderItem, insertService, stockUp } from '../../helpers/fixtures';
import { deliverEmails } from '../../helpers/mailbox';
import { onPostgresOnly, whileLocked } from '../../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';

const t = setupTestApp();
const agent = setupEmployee(t, { level: 'agent' });

const resend = (id: string, email?: unknown) => t.call(agent, api.orders.resendDelivery, { params: { id }, body: email === undefined ? {} : { email } });
const single = async (id: string) => (await t.call(agent, api.orders.getSingleOrder, { params: { id } })).json().data;

async function deliveredOrder(name: string, email = 'lina@example.com') {
  const service = await insertService(t.db, { name });
  const credentials = await stockUp(t.db, t.app.cipher, service, 3);
  const orderId = await insertOrder(t.db, { email });
  await insertOrderItem(t.db, orderId, service);
  expect((await t.call(agent, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);
  const [first] = await deliverEmails(t.db, t.app.cipher);
  return { service, credentials, orderId, first };
}

it('names the order in every delivery e-mail, so the customer can mention it', async () => {
  const { orderId, first } = await deliveredOrder('Named VPN');
  expect(first.subject).toBe(`Your Named VPN access (order ${orderId.slice(0, 8).toUpperCase()})`);
  expect(first.text).toContain(`Your order number is ${orderId}.`);
  expect(first.html).toContain(`Your order number is ${orderId}.`);
});

it('sends the same credentials again to the order address, recorded on the order and audited', async () => {
  const { orderId, first } = await deliveredOrder('Again VPN');
  const res = await resend(orderId);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ _id: orderId, email: 'lina@example.com' });
  const [again] = await deliverEmails(t.db, t.app.cipher);
  expect(again.to).toBe('lina@example.com');
  expect(again.subject).toBe(`Your Again VPN access, sent again (order ${orderId.slice(0, 8).toUpperCase()})`);
  const password = (text: string) => /Password: (\S+)/.exec(text)?.[1];
  expect(password(again.text)).toBe(password(first.text));
  expect(again.text).toContain('here is your access again');
  expect((await auditRows(t.db, orderId)).filter((a) => a.action === 'order.resend').map((a) => a.after)).toEqual([{ to: 'lina@example.com', credentials: 1 }]);
});

it('sends to a corrected address and records it on the order with who changed it', async () => {
  const { orderId } = await deliveredOrder('Typo VPN', 'lina@exmaple.com');
  expect((await resend(orderId, 'lina@example.com')).json().data.email).toBe('lina@example.com');
  const [sent] = await deliverEmails(t.db, t.app.cipher);
  expect(sent.to).toBe('lina@example.com');
  expect((await single(orderId)).order.email).toBe('lina@example.com');
  expect((await auditRows(t.db, orderId)).find((a) => a.action === 'order.email_change')).toMatchObject({
    actor_id: agent.id,
    before: { email: 'lina@exmaple.com' },
    after: { email: 'lina@example.com' },
  });
  const bad = await resend(orderId, 'not an address');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('email');
});

it('sends only the current credentials: a replaced one is not sent again', async () => {
  const { orderId, credentials } = await deliveredOrder('Current VPN');
  const [delivery] = (await single(orderId)).deliveries;
  await t.call(agent, api.orders.replaceDeliveredCredential, { params: { id: delivery._id }, body: { reason: 'Blocked' } });
  const [replacement] = await deliverEmails(t.db, t.app.cipher);
  expect(replacement.text).toContain('This replaces the Current VPN access we sent you earlier');
  expect(replacement.text).toContain('Why: Blocked');
  await resend(orderId);
  const [again] = await deliverEmails(t.db, t.app.cipher);
  const { rows } = await t.db.query<{ user_id: string }>('SELECT user_id FROM service_credentials WHERE id = $1', [credentials[1]]);
  expect(again.text).toContain(`User ID: ${rows[0].user_id}`);
  expect(again.text.match(/Password:/g)).toHaveLength(1);
});

it('allows 5 resends an hour per order, then a 429 that says when', async () => {
  const { orderId } = await deliveredOrder('Limit VPN');
  for (let n = 0; n < 5; n++) expect((await resend(orderId)).statusCode).toBe(200);
  const sixth = await resend(orderId);
  expect(sixth.statusCode).toBe(429);
  expect(sixth.json().message).toMatch(/^This order's e-mail was sent again 5 times in the last hour: try again in (60|59) minutes$/);
  expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
  const { orderId: other } = await deliveredOrder('Other VPN');
  expect((await resend(other)).statusCode).toBe(200);
  t.clock.advance(61 * 60_000);
  try {
    expect((await resend(orderId)).statusCode).toBe(200);
  } finally {
    t.clock.advance(-61 * 60_000);
  }
});

it('refuses orders with nothing to send', async () => {
  const pending = await insertOrder(t.db);
  expect((await resend(pending)).json()).toMatchObject({ statusCode: 409, message: "Only a completed order's e-mail can be sent again (this one is pending)" });
  const manual = await insertService(t.db, { name: 'Manual card', type: 'dollar-card', delivery: 'manual' });
  const orderId = await insertOrder(t.db);
  await insertOrderItem(t.db, orderId, manual);
  await t.call(agent, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } });
  expect((await resend(orderId)).json()).toMatchObject({ statusCode: 409, message: 'Nothing to send: no credential of this order was delivered from stock' });
  expect((await resend('7d8f1c52-0000-4000-8000-000000000000')).statusCode).toBe(404);
});

onPostgresOnly('resends of one order at once', () => {
  it('never pass the limit: after three, of three at once two are sent', async () => {
    const { orderId } = await deliveredOrder('Race resend VPN');
    for (let n = 0; n < 3; n++) expect((await resend(orderId)).statusCode).toBe(200);
    const answers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [orderId]),
      async (waitingBehind) => {
        // Three: of the test's five connections one holds the lock and one watches who waits.
        const racers = Array.from({ length: 3 }, () => resend(orderId));
        await waitUntil(async () => (await waitingBehind()) === 3, 'the three resends to wait for the locked order');
        return racers;
      },
    );
    const statuses = (await Promise.all(answers)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const { rows } = await t.db.query("SELECT count(*)::int AS n FROM order_emails WHERE order_id = $1 AND kind = 'resend'", [orderId]);
    expect(rows[0].n).toBe(5);
  });
});
