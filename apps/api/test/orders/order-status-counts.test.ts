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

/**
 * The totals' ranges a value falls in, as migration 032 defines them: the totals agreeing in their
 * first two digits, cents below a dollar one by one. Written out again here, so a change to either is seen.
 */
function rangeOf(totalCents: number): string {
  const step = totalCents < 100 ? 1 : 10 ** (String(totalCents).length - 2);
  const from = totalCents - (totalCents % step);
  return `${from}..${from + step}`;
}

/** The counts per range of totals (what deep pages by total seek with) against the rows, as [status, range, count] lines. */
async function totalCountsAgainstRows(db: Queryable): Promise<{ kept: string[]; counted: string[] }> {
  const kept = await db.query<{ order_status: string; total_from: number; total_to: string; n: number }>(
    'SELECT order_status, total_from, total_to, sum(count)::int AS n FROM order_total_counts GROUP BY 1, 2, 3 HAVING sum(count) <> 0 ORDER BY 1, 2',
  );
  const rows = await db.query<{ order_status: string; total_cents: number; n: number }>(
    'SELECT order_status, total_cents, count(*)::int AS n FROM orders GROUP BY 1, 2 ORDER BY 1, 2',
  );
  const counted = new Map<string, number>();
  for (const row of rows.rows) {
    const key = `${row.order_status} ${rangeOf(row.total_cents)}`;
    counted.set(key, (counted.get(key) ?? 0) + row.n);
  }
  return {
    kept: kept.rows.map((r) => `${r.order_status} ${r.total_from}..${r.total_to} ${r.n}`),
    counted: [...counted].map(([key, n]) => `${key} ${n}`),
  };
}

/** The counts per first two characters of the name (what deep pages by name seek with) against the rows. */
async function nameCountsAgainstRows(db: Queryable): Promise<{ kept: string[]; counted: string[] }> {
  const line = (r: { order_status: string; prefix: string; n: number }) => `${r.order_status} ${JSON.stringify(r.prefix)} ${r.n}`;
  const kept = await db.query<{ order_status: string; prefix: string; n: number }>(
    'SELECT order_status, name_prefix AS prefix, sum(count)::int AS n FROM order_name_counts GROUP BY 1, 2 HAVING sum(count) <> 0 ORDER BY 1, 2',
  );
  const counted = await db.query<{ order_status: string; prefix: string; n: number }>(
    'SELECT order_status, left(name, 2) COLLATE "C" AS prefix, count(*)::int AS n FROM orders GROUP BY 1, 2 ORDER BY 1, 2',
  );
  return { kept: kept.rows.map(line), counted: counted.rows.map(line) };
}

/**
 * The counts per exact total or name and first hex digit of the id (the parts deep pages seek
 * within a range by, migration 035) against the rows, as [status, value, digit, count] lines; the
 * digit read off the id's text here, not by the migration's function.
 */
async function valueCountsAgainstRows(db: Queryable, column: 'total_cents' | 'name'): Promise<{ kept: string[]; counted: string[] }> {
  const table = column === 'name' ? 'order_name_value_counts' : 'order_total_value_counts';
  const line = (r: { order_status: string; value: string; digit: number; n: number }) => `${r.order_status} ${JSON.stringify(r.value)} ${r.digit} ${r.n}`;
  const kept = await db.query<{ order_status: string; value: string; digit: number; n: number }>(
    `SELECT order_status, ${column}::text COLLATE "C" AS value, id_digit AS digit, sum(count)::int AS n FROM ${table} GROUP BY 1, 2, 3 HAVING sum(count) <> 0 ORDER BY 1, 2, 3`,
  );
  const counted = await db.query<{ order_status: string; value: string; digit: number; n: number }>(
    `SELECT order_status, ${column}::text COLLATE "C" AS value, strpos('0123456789abcdef', left(id::text, 1)) - 1 AS digit, count(*)::int AS n
       FROM orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return { kept: kept.rows.map(line), counted: counted.rows.map(line) };
}

/** Every count kept per value and digit equals the rows'. */
async function expectValueCountsKept(db: Queryable): Promise<void> {
  for (const column of ['total_cents', 'name'] as const) {
    const counts = await valueCountsAgainstRows(db, column);
    expect(counts.kept).toEqual(counts.counted);
  }
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
     SELECT 'Bulk ' || i, 'bulk' || i || '@example.com', (i * 7919) % 30000, $2, now() - make_interval(hours => i) FROM generate_series(1, $1::int) AS i`,
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
  await t.db.query("UPDATE orders SET total_cents = total_cents + 1250 WHERE order_status = 'pending' AND name LIKE 'Bulk 2%'");
  await t.db.query("UPDATE orders SET name = 'Renamed ' || name WHERE order_status = 'pending' AND name LIKE 'Bulk 3%'");
  await t.db.query('DELETE FROM orders WHERE id = $1', [single]);
  await t.db.query("DELETE FROM orders WHERE order_status = 'cancelled' AND name LIKE 'Bulk 1%'");

  const expected = await countedByRows(t.db);
  expect(expected.pending).toBe(27);
  expect(await answeredCounts()).toEqual(expected);
  const days = await dayCountsAgainstRows(t.db);
  expect(days.kept).toEqual(days.counted);
  const totals = await totalCountsAgainstRows(t.db);
  expect(totals.kept).toEqual(totals.counted);
  expect(totals.kept.length).toBeGreaterThan(20);
  const names = await nameCountsAgainstRows(t.db);
  expect(names.kept).toEqual(names.counted);
  expect(names.kept.some((line) => line.includes('"Re"'))).toBe(true);
  await expectValueCountsKept(t.db);
  expect((await valueCountsAgainstRows(t.db, 'name')).kept.some((line) => line.startsWith('pending "Renamed Bulk 3'))).toBe(true);
});

it('count totals in ranges of their first two digits, cents below a dollar one by one, one order or many at a time', async () => {
  await t.db.exec('TRUNCATE orders CASCADE');
  const totals = [0, 99, 100, 109, 110, 999, 1000, 1099, 1250, 1299, 9999, 10000, 129999, 2147483647];
  // One row a statement (the trigger's path for a single order) and all in one (its aggregates).
  for (const total of totals) await t.db.query("INSERT INTO orders (name, email, total_cents) VALUES ('Edge', 'edge@example.com', $1)", [total]);
  await t.db.query("INSERT INTO orders (name, email, total_cents, order_status) SELECT 'Edge', 'edge@example.com', unnest($1::int[]), 'cancelled'", [totals]);
  const { kept } = await totalCountsAgainstRows(t.db);
  const pending = kept.filter((line) => line.startsWith('pending '));
  expect(kept.filter((line) => line.startsWith('cancelled ')).map((line) => line.replace('cancelled ', 'pending '))).toEqual(pending);
  expect(pending).toEqual([
    'pending 0..1 1',
    'pending 99..100 1',
    'pending 100..110 2',
    'pending 110..120 1',
    'pending 990..1000 1',
    'pending 1000..1100 2',
    'pending 1200..1300 2',
    'pending 9900..10000 1',
    'pending 10000..11000 1',
    'pending 120000..130000 1',
    'pending 2100000000..2200000000 1',
  ]);
  // The other counters of both paths too.
  expect(await answeredCounts()).toEqual(await countedByRows(t.db));
  for (const counts of [await dayCountsAgainstRows(t.db), await nameCountsAgainstRows(t.db)]) expect(counts.kept).toEqual(counts.counted);
  await expectValueCountsKept(t.db);
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
  expect((await totalCountsAgainstRows(t.db)).kept).toEqual([]);
  expect((await nameCountsAgainstRows(t.db)).kept).toEqual([]);
  for (const column of ['total_cents', 'name'] as const) expect((await valueCountsAgainstRows(t.db, column)).kept).toEqual([]);
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
          // A single order (the trigger's path for one row) or 25 in one statement.
          if (n % 5 === 0) await insertOrder(tx, { name: `Single ${n}`, status: 'pending' });
          else await bulkInsert(tx, 25, n % 3 === 0 ? 'completed' : 'pending');
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
    const totals = await totalCountsAgainstRows(t.db);
    expect(totals.kept).toEqual(totals.counted);
    const names = await nameCountsAgainstRows(t.db);
    expect(names.kept).toEqual(names.counted);
    await expectValueCountsKept(t.db);
  });
});
