import { api, type OrderListEntry } from '@shopdesk/contracts';
import { insertCredential, insertService } from '../../helpers/fixtures';
import { onPostgresOnly, whileLocked } from '../../helpers/postgres-only';
import { setupEmployee, setupTestApp } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait';
import { newKey, orderBody, sendOrder } from '../../storefront/storefront-helpers';

// A delivered credential's change writes its order's search text (migration 024): each writer
// must lock the order before the credential, as a refund does, or two of them deadlock.
onPostgresOnly('a refund, a replacement and an edit of one delivered credential at once', () => {
  const t = setupTestApp();
  const owner = setupEmployee(t, { level: 'owner' });

  it('queue on the order and all finish (no deadlock): the search finds the order by the user ids it ends with', async () => {
    const service = await insertService(t.db, { name: 'Racing VPN', priceCents: 1000 });
    const credentials = new Map([
      ['heron-0001', await insertCredential(t.db, t.app.cipher, service, { userId: 'heron-0001' })],
      ['heron-0002', await insertCredential(t.db, t.app.cipher, service, { userId: 'heron-0002' })],
    ]);
    const orderId = (await sendOrder(t, await newKey(t), orderBody([service]))).json().data._id as string;
    expect((await t.call(owner, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);
    const [delivery] = (await t.call(owner, api.orders.getSingleOrder, { params: { id: orderId } })).json().data.deliveries;
    const sent = delivery.credential.userId as string;
    const spare = sent === 'heron-0001' ? 'heron-0002' : 'heron-0001';

    const answers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [orderId]),
      async (waitingBehind) => {
        const racers = [
          t.call(owner, api.orders.refundOrder, { params: { id: orderId }, body: { amount: 10, reason: 'not_working' } }),
          t.call(owner, api.serviceCredentials.updateServiceCredential, {
            params: { id: credentials.get(sent) as string },
            body: { service, userId: 'heron-0009', password: 'another-password' },
          }),
          t.call(owner, api.orders.replaceDeliveredCredential, { params: { id: delivery._id }, body: { reason: 'Blocked' } }),
        ];
        await waitUntil(async () => (await waitingBehind()) === 3, 'the three changes to wait behind the locked order');
        return racers;
      },
    );
    const [refund, edit, replace] = await Promise.all(answers);
    expect([refund.statusCode, edit.statusCode]).toEqual([201, 200]);
    // The replacement went first (200), or found the delivery revoked by the refund (409): never a deadlock's 500.
    expect([200, 409]).toContain(replace.statusCode);

    const found = async (search: string) =>
      ((await t.call(owner, api.orders.getAllOrdersByStatus, { query: { search } })).json().data.documents as OrderListEntry[]).map((o) => o._id);
    expect(await found('heron-0009')).toEqual([orderId]);
    expect(await found(sent)).toEqual([]);
    expect(await found(spare)).toEqual(replace.statusCode === 200 ? [orderId] : []);
  });
});
