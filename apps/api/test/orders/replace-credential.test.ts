import { randomUUID } from 'node:crypto';
import { api } from '@shopdesk/contracts';
import { auditRows, insertOrder, insertOrderItem, insertService, stockUp } from '../helpers/fixtures';
import { deliverEmails } from '../helpers/mailbox';
import { onPostgresOnly, whileLocked } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

const t = setupTestApp();
const me = setupEmployee(t);

const complete = (id: string) => t.call(me, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } });
const replace = (id: string, reason: unknown = 'Does not log in') =>
  t.call(me, api.orders.replaceDeliveredCredential, { params: { id }, body: { reason } });
const deliveriesOf = async (orderId: string) => (await t.call(me, api.orders.getSingleOrder, { params: { id: orderId } })).json().data.deliveries;

async function credential(id: string) {
  const { rows } = await t.db.query('SELECT is_used, is_bad, bad_reason FROM service_credentials WHERE id = $1', [id]);
  return rows[0];
}

/** A completed order of one unit of a new service with `stock` credentials; answers its delivery. */
async function deliveredOrder(name: string, stock: number) {
  const service = await insertService(t.db, { name });
  const credentials = await stockUp(t.db, t.app.cipher, service, stock);
  const orderId = await insertOrder(t.db, { email: 'replace@example.com' });
  await insertOrderItem(t.db, orderId, service);
  expect((await complete(orderId)).statusCode).toBe(200);
  await deliverEmails(t.db, t.app.cipher);
  const [delivery] = await deliveriesOf(orderId);
  return { service, credentials, orderId, delivery };
}

it('marks the old credential bad, delivers and e-mails a new one, and audits', async () => {
  const { credentials, orderId, delivery } = await deliveredOrder('Swap VPN', 2);
  expect(delivery.credential._id).toBe(credentials[0]);

  const res = await replace(delivery._id, '  Does not log in  ');
  expect(res.statusCode).toBe(200);
  const created = res.json().data;
  expect(created).toMatchObject({ credential: { _id: credentials[1] }, replacedAt: null, email: { status: 'pending', sentAt: null } });

  expect(await credential(credentials[0])).toEqual({ is_used: true, is_bad: true, bad_reason: 'Does not log in' });
  expect(await credential(credentials[1])).toEqual({ is_used: true, is_bad: false, bad_reason: null });
  const all = await deliveriesOf(orderId);
  expect(all).toEqual([
    { ...delivery, replacedAt: expect.any(String), replaceReason: 'Does not log in' },
    created,
  ]);
  const [sent] = await deliverEmails(t.db, t.app.cipher);
  expect(sent).toMatchObject({ to: 'replace@example.com', subject: `Your new Swap VPN access (order ${orderId.slice(0, 8).toUpperCase()})` });
  expect(sent.text).toContain('This replaces the Swap VPN access we sent you earlier');
  expect(sent.text).toContain('Password: pw-');

  expect((await auditRows(t.db, credentials[0])).map((a) => a.action)).toEqual(['credential.deliver', 'credential.replace']);
  expect((await auditRows(t.db, credentials[1])).map((a) => a.action)).toEqual(['credential.deliver']);
  const list = await t.call(me, api.serviceCredentials.getServiceCredentialWithQuery, {
    query: { filters: JSON.stringify({ isBad: true }) },
  });
  expect(list.json().data.documents.map((d: { _id: string; isBad: boolean; badReason: string | null }) => [d._id, d.isBad, d.badReason])).toEqual([
    [credentials[0], true, 'Does not log in'],
  ]);
});

it('answers 409 for a second replacement of the same delivery', async () => {
  const { delivery } = await deliveredOrder('Twice VPN', 3);
  expect((await replace(delivery._id)).statusCode).toBe(200);
  const again = await replace(delivery._id);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This credential was already replaced');
});

it('answers 409 without stock and changes nothing', async () => {
  const { credentials, orderId, delivery } = await deliveredOrder('Last VPN', 1);
  const res = await replace(delivery._id);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('Not enough credentials in stock for Last VPN: 1 needed, 0 available');
  expect(await credential(credentials[0])).toEqual({ is_used: true, is_bad: false, bad_reason: null });
  expect(await deliveriesOf(orderId)).toEqual([delivery]);
});

it('answers 404 for an unknown delivery and 400 without a reason', async () => {
  expect((await replace(randomUUID())).statusCode).toBe(404);
  const { delivery } = await deliveredOrder('Reasonless VPN', 2);
  expect((await replace(delivery._id, '   ')).statusCode).toBe(400);
  expect((await replace(delivery._id, '')).statusCode).toBe(400);
});

onPostgresOnly('two replacements of one delivery at the same moment', () => {
  it('lets one through: one new credential, one e-mail, the other answered 409', async () => {
    const { credentials, orderId, delivery } = await deliveredOrder('Raced VPN', 3);
    // Both requests start while the delivery and its credential are locked, and are let go together.
    const answers = await whileLocked(
      t,
      async (tx) => {
        await tx.query('SELECT 1 FROM credential_deliveries WHERE id = $1 FOR UPDATE', [delivery._id]);
        await tx.query('SELECT 1 FROM service_credentials WHERE id = $1 FOR UPDATE', [credentials[0]]);
      },
      async (waitingBehind) => {
        const racing = { both: Promise.all([replace(delivery._id), replace(delivery._id)]) };
        await waitUntil(async () => (await waitingBehind()) === 2, 'both replacements to wait for the locked rows');
        return racing;
      },
    );
    const done = await answers.both;
    expect(done.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(done.find((a) => a.statusCode === 409)?.json().message).toBe('This credential was already replaced');
    expect(await deliveriesOf(orderId)).toHaveLength(2);
    expect(await credential(credentials[2])).toEqual({ is_used: false, is_bad: false, bad_reason: null });
    expect(await deliverEmails(t.db, t.app.cipher)).toHaveLength(1);
  });
});
