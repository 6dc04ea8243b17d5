import { api, type OrderListEntry } from '@shopdesk/contracts';
import { insertCredential, insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';
import { type SentStatement, statementsSent } from '../helpers/statements';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager' });

type Page = { documents: OrderListEntry[]; totalItems: number };

async function firstPage(query: Record<string, string> = { filters: JSON.stringify({ orderStatus: 'pending' }) }): Promise<Page> {
  const res = await t.call(manager, api.orders.getAllOrdersByStatus, { query });
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
}

const entry = async (id: string) => (await firstPage()).documents.find((order) => order._id === id);

const readsOrders = (statements: SentStatement[]) => statements.some(({ sql }) => /\bFROM orders\b/.test(sql));

async function keptAnswers(): Promise<number> {
  const metric = await t.app.metrics.firstPages.get();
  return metric.values.filter((value) => value.labels.answer === 'kept').reduce((sum, value) => sum + value.value, 0);
}

describe('the order list’s first page', () => {
  it('is answered from memory while nothing it shows has changed', async () => {
    await insertOrder(t.db, { name: 'Kept Once' });
    const read = await firstPage();
    const kept = await keptAnswers();
    const statements = await statementsSent(t.db, async () => expect(await firstPage()).toEqual(read));
    expect(readsOrders(statements)).toBe(false);
    expect(await keptAnswers()).toBe(kept + 1);
    // A search, a deeper page, another tab, sort or size are read (or kept) each as their own.
    expect(readsOrders(await statementsSent(t.db, () => firstPage({ search: 'Kept', filters: JSON.stringify({ orderStatus: 'pending' }) })))).toBe(true);
    expect((await firstPage({ filters: JSON.stringify({ orderStatus: 'completed' }) })).documents).toEqual([]);
    expect((await firstPage({ filters: JSON.stringify({ orderStatus: 'pending' }), limit: '1' })).documents).toHaveLength(1);
    expect(await firstPage()).toEqual(read);
  });

  it('is read again after any writer changes what it shows: orders, items, services, credentials, the watch list', async () => {
    const service = await insertService(t.db, { name: 'Kite VPN' });
    const credential = await insertCredential(t.db, t.app.cipher, service);
    const order = await insertOrder(t.db, { name: 'Watched Buyer', email: 'watched@example.com' });
    await insertOrderItem(t.db, order, service, { quantity: 1 });
    expect(await entry(order)).toMatchObject({ serviceName: 'Kite VPN', itemCount: 1, stockShort: null, watchReason: null });

    // Each write is made with SQL, as any writer would, between two reads of the page.
    const changes: Array<[string, () => Promise<unknown>, (page: Page) => void]> = [
      ['an order renamed', () => t.db.query("UPDATE orders SET name = 'Renamed Buyer' WHERE id = $1", [order]), (page) =>
        expect(page.documents.find((o) => o._id === order)?.name).toBe('Renamed Buyer')],
      ['an item added', () => insertOrderItem(t.db, order, service, { quantity: 1 }), (page) =>
        expect(page.documents.find((o) => o._id === order)).toMatchObject({ itemCount: 2, stockShort: { needed: 2, available: 1 } })],
      ['a service renamed', () => t.db.query("UPDATE services SET name = 'Kestrel VPN' WHERE id = $1", [service]), (page) =>
        expect(page.documents.find((o) => o._id === order)?.serviceName).toBe('Kestrel VPN')],
      ['a credential used', () => t.db.query('UPDATE service_credentials SET is_used = true WHERE id = $1', [credential]), (page) =>
        expect(page.documents.find((o) => o._id === order)?.stockShort).toMatchObject({ needed: 2, available: 0 })],
      ['an address watched', () => t.db.query("INSERT INTO watch_list_entries (kind, value, reason) VALUES ('email', 'watched@example.com', 'Chargebacks')"), (page) =>
        expect(page.documents.find((o) => o._id === order)?.watchReason).toBe('Chargebacks')],
      ['an order made', () => insertOrder(t.db, { name: 'Newest Buyer' }), (page) => expect(page.documents[0].name).toBe('Newest Buyer')],
      ['an order completed', () => t.db.query("UPDATE orders SET order_status = 'completed' WHERE id = $1", [order]), (page) =>
        expect(page.documents.some((o) => o._id === order)).toBe(false)],
    ];
    for (const [change, write, check] of changes) {
      const before = await firstPage();
      expect(await firstPage()).toEqual(before);
      await write();
      const after = await firstPage();
      try {
        check(after);
      } catch (error) {
        throw new Error(`after ${change}: ${(error as Error).message}`);
      }
    }
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE order_status = 'pending'");
    expect((await firstPage()).totalItems).toBe(rows[0].n);
  });

  it('drops a watch list reason when its entry expires, with no write', async () => {
    const order = await insertOrder(t.db, { email: 'briefly@example.com' });
    await t.db.query(
      "INSERT INTO watch_list_entries (kind, value, reason, expires_at) VALUES ('email', 'briefly@example.com', 'For a moment', now() + interval '1.5 seconds')",
    );
    expect((await entry(order))?.watchReason).toBe('For a moment');
    await waitUntil(async () => (await entry(order))?.watchReason === null, 'the expired entry to leave the page');
  });

  it('is never older than what committed before it was asked for, with employees reading while orders come in', async () => {
    const made: string[] = [];
    for (let round = 0; round < 15; round++) {
      const [id] = await Promise.all([insertOrder(t.db, { name: `Rush ${round}` }), ...Array.from({ length: 4 }, () => firstPage())]);
      made.push(id);
      const page = await firstPage();
      expect(page.documents[0]._id).toBe(id);
    }
    const reads = await Promise.all(Array.from({ length: 8 }, () => firstPage()));
    for (const page of reads) expect(page.documents.slice(0, made.length).map((o) => o._id)).toEqual([...made].reverse());
  });
});
