import { api } from '@shopdesk/contracts';
import { insertOrder, insertOrderItem, insertService, stockUp } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

onPostgresOnly('completions claiming from one stock at the same moment', () => {
  const t = setupTestApp();
  const me = setupEmployee(t);

  it('hands out 100 credentials to exactly 100 of 200 orders, none twice', async () => {
    const service = await insertService(t.db, { name: 'Rush VPN' });
    await stockUp(t.db, t.app.cipher, service, 100);
    const orders: string[] = [];
    for (let n = 0; n < 200; n++) {
      const id = await insertOrder(t.db);
      await insertOrderItem(t.db, id, service);
      orders.push(id);
    }

    const answers = await Promise.all(
      orders.map((id) => t.call(me, api.orders.changeOrderStatus, { params: { id }, body: { orderStatus: 'completed' } })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 409)).toHaveLength(100);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(new Set(['No credential in stock for Rush VPN']));

    const { rows } = await t.db.query<{ deliveries: number; credentials: number; used: number; completed: number }>(
      `SELECT (SELECT count(*)::int FROM credential_deliveries) AS deliveries,
              (SELECT count(DISTINCT credential_id)::int FROM credential_deliveries) AS credentials,
              (SELECT count(*)::int FROM service_credentials WHERE is_used) AS used,
              (SELECT count(*)::int FROM orders WHERE order_status = 'completed') AS completed`,
    );
    expect(rows[0]).toEqual({ deliveries: 100, credentials: 100, used: 100, completed: 100 });
  });
});
