import { api, type OrderListEntry, type SearchHits } from '@shopdesk/contracts';
import { insertOrder } from '../helpers/fixtures';
import { setupEmployee, setupTestApp } from '../helpers/test-app';
import { statementsSent } from '../helpers/statements';

const t = setupTestApp();
const manager = setupEmployee(t, { level: 'manager' });

async function listed(search: string, orderStatus?: 'pending' | 'completed'): Promise<{ ids: string[]; total: number }> {
  const res = await t.call(manager, api.orders.getAllOrdersByStatus, {
    query: { search, ...(orderStatus ? { filters: JSON.stringify({ orderStatus }) } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const page = res.json().data as { documents: OrderListEntry[]; totalItems: number };
  return { ids: page.documents.map((order) => order._id), total: page.totalItems };
}

async function inPalette(q: string): Promise<string[]> {
  const res = await t.call(manager, api.search.searchEverything, { query: { q } });
  expect(res.statusCode).toBe(200);
  return (res.json().data as SearchHits).orders.map((order) => order._id);
}

async function customersFound(search: string): Promise<string[]> {
  const res = await t.call(manager, api.orders.findCustomers, { query: { search } });
  expect(res.statusCode).toBe(200);
  return res.json().data.customers.map((customer: { email: string }) => customer.email);
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) answer. */
function nodesOf(explained: unknown): PlanNode[] {
  const all: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    all.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  const root = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{ Plan: PlanNode }>;
  walk(root[0].Plan);
  return all;
}

describe('a search that begins a transaction id', () => {
  it('is taken for that payment in the list, the palette and the customer finder, in any case', async () => {
    const paid = await insertOrder(t.db, { email: 'payer@example.com', transactionId: 'TXB4FDCC506FCFFD2F', minutesAgo: 5 });
    const again = await insertOrder(t.db, { email: 'payer@example.com', transactionId: 'txb4fdcc506fcffd2f-retry', minutesAgo: 1 });
    // Holds the term in the middle of its id, and in its name: not a payment that begins with it.
    await insertOrder(t.db, { name: 'Holder of TXB4FDCC5', email: 'holder@example.com', transactionId: 'ZZTXB4FDCC506' });

    for (const term of ['TXB4FDCC', 'txb4fdcc506', 'TxB4fDcC506FCFFD2F']) {
      expect(await listed(term)).toEqual({ ids: [again, paid], total: 2 });
      expect(await inPalette(term)).toEqual([again, paid]);
      expect(await customersFound(term)).toEqual(['payer@example.com']);
    }
    expect(await listed('TXB4FDCC', 'completed')).toEqual({ ids: [], total: 0 });
  });

  it('searches the text as before when no transaction id begins with it, or when it has another shape', async () => {
    const middle = await insertOrder(t.db, { transactionId: 'QQ77PAYREF9931' });
    // Inside a transaction id, beginning none: the text is searched.
    expect((await listed('7PAYREF99')).ids).toEqual([middle]);

    // Digits alone could be a phone number's: searched as text, so the phone is found beside the payment.
    const phone = await insertOrder(t.db, { phone: '+971 5061234 55', minutesAgo: 3 });
    const reference = await insertOrder(t.db, { transactionId: '50612349', minutesAgo: 2 });
    expect((await listed('5061234')).ids).toEqual([reference, phone]);

    // Letters alone are a name's; fewer than six characters are too short to be a payment's.
    const named = await insertOrder(t.db, { name: 'Paypal Refund Desk', minutesAgo: 4 });
    const paypal = await insertOrder(t.db, { transactionId: 'PAYPALREF7781', minutesAgo: 1 });
    expect((await listed('paypal')).ids).toEqual([paypal, named]);
    const short = await insertOrder(t.db, { name: 'Ab1 Traders', minutesAgo: 2 });
    const ab1 = await insertOrder(t.db, { transactionId: 'AB1X77', minutesAgo: 1 });
    expect((await listed('ab1')).ids).toEqual([ab1, short]);
  });

  it('takes LIKE’s wildcards in the term as characters', async () => {
    const stripe = await insertOrder(t.db, { transactionId: 'pi_3QB4FDCC506' });
    await insertOrder(t.db, { transactionId: 'piX3QB4FDCC506' });
    await insertOrder(t.db, { transactionId: 'pi-3QB4FDCC506' });
    expect((await listed('PI_3QB4')).ids).toEqual([stripe]);
  });

  it('reads the range of the transaction id index, not the trigram index, whatever the shop holds', async () => {
    await t.db.query(
      `INSERT INTO orders (name, email, total_cents, transaction_id, order_status, created_at)
       SELECT 'Bulk ' || i, 'bulk' || i || '@example.com', 100, 'TX' || upper(substr(md5('tx' || i), 1, 16)),
              (ARRAY['pending', 'completed'])[1 + i % 2], now() - make_interval(mins => i)
         FROM generate_series(1, 20000) AS i`,
    );
    await t.db.query('ANALYZE orders');
    const { rows } = await t.db.query<{ transaction_id: string }>("SELECT transaction_id FROM orders WHERE name = 'Bulk 777'");
    const term = rows[0].transaction_id.slice(0, 8);

    const statements = await statementsSent(t.db, () => listed(term, 'completed'));
    const searches = statements.filter((s) => s.sql.includes('lower(transaction_id) COLLATE "C" LIKE') && s.sql.includes('order_status'));
    expect(searches.length).toBeGreaterThan(0);
    expect(statements.some((s) => s.sql.includes('search_text LIKE'))).toBe(false);
    for (const search of searches) {
      const { rows: plan } = await t.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${search.sql}`, search.params);
      const scans = nodesOf(plan[0]['QUERY PLAN']).filter((node) => node['Index Name'] === 'orders_transaction_lower_idx');
      expect(scans.length).toBeGreaterThan(0);
      // Estimated from the expression's statistics (an index on every row), about the one order
      // there is: without them the planner guesses 0.5% of the shop, and at a million orders it
      // walks the newest-first index instead.
      for (const scan of scans) expect(scan['Plan Rows']).toBeLessThan(10);
    }
  });
});
