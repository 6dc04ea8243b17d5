import { api, type OrderStatus } from '@shopdesk/contracts';
import type { Queryable } from '../../src/db/database';
import { insertOrder } from '../helpers/fixtures';
import { onPostgresOnly } from '../helpers/postgres-only';
import { setupTestApp, setupEmployee } from '../helpers/test-app';

/**
 * The counts by status are kept by triggers on orders (migration 004), not counted per request:
 * whatever writes the table, by whatever statement, they must stay equal to count(*).
 */
const t = setupTestApp();
const me = setupEmployee(t);

async function countedByRows(db: Queryable): Promise<Record<OrderStatus, number>> {
  const { rows } = await db.query<{ order_status: OrderStatus; n: number }>('SELECT order_status, count(*)::int AS n FROM orders GROUP BY order_status');
  return { pending: 0, completed: 0, cancelled: 0, ...Object.fromEntries(rows.map((r) => [r.order_status, r.n])) };
}

/** The per-day counts (what deep pages seek with) against the rows, as [status, day, count] lines. */
async function dayCountsAgainstRows(db: Queryable): Promise<{ kept: string[]; counted: string[] }> {
  const line = (r: { order_status: string; day: string; n: number }) => `${r.order_status} ${r.day} ${r.n}`;
  const kept = await db.query<{ order_status: string; day: string; n: number }>(
    'SELECT order_status, day::text, sum(count)::int AS n FROM order_day_counts GROUP BY 1, 2 HAVING sum(count) <> 0 ORDER BY 1, 2',
  );
  const counted = await db.query<{ order_status: string; day: string; n: number }>(
    "SELECT order_status, (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n FROM orders GROUP BY 1, 2 ORDER BY 1, 2",
  );
  return { kept: kept.rows.map(line), counted: counted.rows.map(line) };
}

async function answeredCounts(): Promise<Record<OrderStatus, number>> {
  const res = await t.call(me, api.orders.getAllOrdersCountByStatus);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json().data.orders.map((o: { orderStatus: OrderStatus; count: number }) => [o.orderStatus, o.count])) as Record<OrderStatus, number>;
}

/** n orders over the last n hours, so they fall on different days. */
const bulkInsert = (db: Queryable, n: number, status: OrderStatus) =>
  db.query(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     SELECT 'Bulk ' || i, 'bulk' || i || '@example.com', 100, $2, now() - make_interval(hours => i) FROM generate_series(1, $1::int) AS i`,
    [n, status],
  );

it('follow every kind of write: multi-row inserts, transitions, other updates, deletes', async () => {
  await bulkInsert(t.db, 30, 'pending');
  await bulkInsert(t.db, 5, 'cancelled');
  const single = await insertOrder(t.db, { status: 'completed' });
  expect(await answeredCounts()).toEqual({ pending: 30, completed: 1, cancelled: 5 });

  const { rows } = await t.db.query<{ id: string }>("SELECT id FROM orders WHERE order_status = 'pending' ORDER BY id LIMIT 3");
  expect((await t.call(me, api.orders.changeOrderStatus, { params: { id: rows[0].id }, body: { orderStatus: 'completed' } })).statusCode).toBe(200);
  expect((await t.call(me, api.orders.cancelOrder, { params: { id: rows[1].id } })).statusCode).toBe(200);
  // A storefront or a person in psql, not the API.
  await t.db.query("UPDATE orders SET order_status = 'cancelled' WHERE id = $1", [rows[2].id]);
  await t.db.query("UPDATE orders SET name = name || ' (checked)' WHERE order_status = 'pending'");
  await t.db.query('DELETE FROM orders WHERE id = $1', [single]);
  await t.db.query("DELETE FROM orders WHERE order_status = 'cancelled' AND name LIKE 'Bulk 1%'");

  const expected = await countedByRows(t.db);
  expect(expected.pending).toBe(27);
  expect(await answeredCounts()).toEqual(expected);
  const days = await dayCountsAgainstRows(t.db);
  expect(days.kept).toEqual(days.counted);
});

it('are not changed by a write that is rolled back', async () => {
  const before = await answeredCounts();
  await expect(
    t.db.transaction(async (tx) => {
      await bulkInsert(tx, 10, 'pending');
      await tx.query("UPDATE orders SET order_status = 'completed' WHERE order_status = 'pending'");
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await answeredCounts()).toEqual(before);
});

it('start again from zero when the table is truncated', async () => {
  await t.db.exec('TRUNCATE orders CASCADE');
  expect(await answeredCounts()).toEqual({ pending: 0, completed: 0, cancelled: 0 });
  await bulkInsert(t.db, 2, 'pending');
  expect(await answeredCounts()).toEqual({ pending: 2, completed: 0, cancelled: 0 });
});

onPostgresOnly('counts under concurrent writers', () => {
  it('equal count(*) after concurrent inserts, transitions and rollbacks on separate connections', async () => {
    await bulkInsert(t.db, 200, 'pending');
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM orders WHERE order_status = 'pending'");
    const transitions = rows.map((row, n) =>
      n % 2 === 0
        ? t.call(me, api.orders.changeOrderStatus, { params: { id: row.id }, body: { orderStatus: 'completed' } })
        : t.call(me, api.orders.cancelOrder, { params: { id: row.id } }),
    );
    const writers = Array.from({ length: 40 }, (_, n) =>
      t.db
        .transaction(async (tx) => {
          await bulkInsert(tx, 25, n % 3 === 0 ? 'completed' : 'pending');
          if (n % 4 === 0) throw new Error('rolled back on purpose');
        })
        .catch((error: Error) => {
          if (error.message !== 'rolled back on purpose') throw error;
        }),
    );
    const answers = await Promise.all(transitions);
    await Promise.all(writers);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);

    const expected = await countedByRows(t.db);
    expect(expected.pending).toBeGreaterThan(0);
    expect(await answeredCounts()).toEqual(expected);
    const days = await dayCountsAgainstRows(t.db);
    expect(days.kept).toEqual(days.counted);
  });
});
