import { api } from '@shopdesk/contracts';
import { insertOrder, insertOrderItem, insertService, stockUp } from '../helpers/fixtures';
import { deliverEmails } from '../helpers/mailbox';
import { onPostgresOnly, whileLocked } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';
import { settledFlag, waitUntil } from '../helpers/wait';

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
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(new Set(['Not enough credentials in stock for Rush VPN: 1 needed, 0 available']));

    const { rows } = await t.db.query<{ deliveries: number; credentials: number; used: number; completed: number }>(
      `SELECT (SELECT count(*)::int FROM credential_deliveries) AS deliveries,
              (SELECT count(DISTINCT credential_id)::int FROM credential_deliveries) AS credentials,
              (SELECT count(*)::int FROM service_credentials WHERE is_used) AS used,
              (SELECT count(*)::int FROM orders WHERE order_status = 'completed') AS completed`,
    );
    expect(rows[0]).toEqual({ deliveries: 100, credentials: 100, used: 100, completed: 100 });
  });

  /** Stages a write of the last credential of a new service racing the completion of an order of it; answers both answers and the order's e-mails. */
  async function writeRacingCompletion(name: string, write: (credential: string, service: string) => ReturnType<typeof t.call>) {
    const service = await insertService(t.db, { name });
    const [credential] = await stockUp(t.db, t.app.cipher, service, 1);
    const email = `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;
    const orderId = await insertOrder(t.db, { email });
    await insertOrderItem(t.db, orderId, service);

    // The write starts first and waits on the locked credential; the completion starts while it waits.
    const racers = await whileLocked(
      t,
      (tx) => tx.query('SELECT 1 FROM service_credentials WHERE id = $1 FOR UPDATE', [credential]),
      async (waitingBehind) => {
        const written = write(credential, service);
        await waitUntil(async () => (await waitingBehind()) === 1, 'the write to wait for the credential');
        const completed = t.call(me, api.orders.changeOrderStatus, { params: { id: orderId }, body: { orderStatus: 'completed' } });
        const answered = settledFlag(completed);
        await waitUntil(async () => answered() || (await waitingBehind()) === 2, 'the completion to answer or to wait too');
        return { written, completed };
      },
    );
    const [writeAnswer, completion] = await Promise.all([racers.written, racers.completed]);
    expect(writeAnswer.statusCode).toBe(200);
    const mails = (await deliverEmails(t.db, t.app.cipher)).filter((m) => m.to === email);
    expect(mails).toHaveLength(completion.statusCode === 200 ? 1 : 0);
    return { credential, sawItUsed: writeAnswer.json().data.isUsed as boolean, completion, mails };
  }

  it('an archive racing a completion: the order gets the credential only if the archive saw it used', async () => {
    const raced = await writeRacingCompletion('Last archived', (id) =>
      t.call(me, api.serviceCredentials.archiveServiceCredential, { params: { id }, body: { isActive: false } }),
    );
    expect(raced.completion.statusCode).toBe(raced.sawItUsed ? 200 : 409);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM credential_deliveries WHERE credential_id = $1', [raced.credential]);
    expect(rows[0].n).toBe(raced.sawItUsed ? 1 : 0);
  });

  it('an edit racing a completion: a delivery carries the password the credential had when it was claimed', async () => {
    const raced = await writeRacingCompletion('Last edited', (id, service) =>
      t.call(me, api.serviceCredentials.updateServiceCredential, { params: { id }, body: { service, userId: 'edited', password: 'edited-pw' } }),
    );
    if (raced.sawItUsed) expect(raced.completion.statusCode).toBe(200);
    if (raced.completion.statusCode === 200) expect(raced.mails[0].text.includes('Password: edited-pw')).toBe(!raced.sawItUsed);
  });
});
