import { PG_ERROR, pgErrorCode, type Queryable } from '../../../src/db/database';
import { seededRandom, type Random } from '../../../src/seed/random';
import { insertService } from '../../helpers/fixtures';
import { onPostgresOnly } from '../../helpers/postgres-only';
import { setupTestApp } from '../../helpers/test-app';

/**
 * The dashboard reads revenue from rollups kept by triggers (migration 009), never from the orders:
 * after any mix of writes, by any statement, on any connection, they must equal the aggregate over
 * the rows. Completed orders only; an item counts on its order's UTC day.
 */
const t = setupTestApp();
let services: string[];
beforeAll(async () => {
  services = [];
  for (let n = 0; n < 4; n++) services.push(await insertService(t.db, { name: `Rollup service ${n}` }));
});

type Lines = { kept: string[]; counted: string[] };

/** Both rollups against the rows, as "day [service] cents [units]" lines without zeros. */
async function rollupsAgainstRows(db: Queryable): Promise<{ days: Lines; services: Lines; months: Lines }> {
  const lines = async (sql: string) => (await db.query<{ line: string }>(sql)).rows.map((r) => r.line);
  return {
    days: {
      kept: await lines(
        `SELECT day || ' ' || sum(revenue_cents) AS line FROM order_daily_revenue GROUP BY day HAVING sum(revenue_cents) <> 0 ORDER BY day`,
      ),
      counted: await lines(
        `SELECT day || ' ' || cents AS line FROM (
           SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sum(total_cents) AS cents FROM orders WHERE order_status = 'completed' GROUP BY 1
         ) d WHERE cents <> 0 ORDER BY day`,
      ),
    },
    services: {
      kept: await lines(
        `SELECT day || ' ' || service_id || ' ' || sum(revenue_cents) || ' ' || sum(units) AS line FROM service_daily_revenue
          GROUP BY day, service_id HAVING sum(revenue_cents) <> 0 OR sum(units) <> 0 ORDER BY day, service_id`,
      ),
      counted: await lines(
        `SELECT (o.created_at AT TIME ZONE 'UTC')::date || ' ' || i.service_id || ' ' || sum(i.price_cents::bigint * i.quantity) || ' ' || sum(i.quantity) AS line
           FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_status = 'completed'
          GROUP BY (o.created_at AT TIME ZONE 'UTC')::date, i.service_id ORDER BY (o.created_at AT TIME ZONE 'UTC')::date, i.service_id`,
      ),
    },
    months: {
      kept: await lines(
        `SELECT month || ' ' || service_id || ' ' || sum(revenue_cents) || ' ' || sum(units) AS line FROM service_monthly_revenue
          GROUP BY month, service_id HAVING sum(revenue_cents) <> 0 OR sum(units) <> 0 ORDER BY month, service_id`,
      ),
      counted: await lines(
        `SELECT month || ' ' || service_id || ' ' || cents || ' ' || units AS line FROM (
           SELECT date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date AS month, i.service_id,
                  sum(i.price_cents::bigint * i.quantity) AS cents, sum(i.quantity) AS units
             FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_status = 'completed' GROUP BY 1, 2
         ) m ORDER BY month, service_id`,
      ),
    },
  };
}

async function expectRollupsEqualRows(db: Queryable = t.db): Promise<void> {
  const { days, services: perService, months } = await rollupsAgainstRows(db);
  expect(days.kept).toEqual(days.counted);
  expect(perService.kept).toEqual(perService.counted);
  expect(months.kept).toEqual(months.counted);
}

const STATUSES = ['pending', 'completed', 'cancelled'] as const;

/** An order of a random status within the last 40 days (hours apart, so days differ), with 0 to 3 items. */
async function insertRandomOrder(db: Queryable, random: Random, status = random.pick(STATUSES)): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at)
     VALUES ('Burst', 'burst@example.com', $1, $2, now() - make_interval(hours => $3)) RETURNING id`,
    [random.int(0, 50_000), status, random.int(0, 40 * 24)],
  );
  for (let n = random.int(0, 3); n > 0; n--) await insertRandomItem(db, random, rows[0].id);
  return rows[0].id;
}

async function insertRandomItem(db: Queryable, random: Random, orderId: string): Promise<void> {
  await db.query('INSERT INTO order_items (order_id, service_id, quantity, price_cents) VALUES ($1, $2, $3, $4)', [
    orderId,
    random.pick(services),
    random.int(1, 4),
    random.int(0, 20_000),
  ]);
}

async function randomOrder(db: Queryable, random: Random, status?: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders ${status ? 'WHERE order_status = $2' : ''} ORDER BY md5(id::text || $1) LIMIT 1`,
    status ? [random.next(), status] : [random.next()],
  );
  return rows[0]?.id;
}

/** One random write, as the API, a storefront or someone in psql might make it. */
async function randomWrite(db: Queryable, random: Random): Promise<void> {
  const roll = random.int(0, 11);
  if (roll <= 2) {
    await insertRandomOrder(db, random);
    return;
  }
  if (roll === 3) {
    // A completed order and its items in one statement: both triggers fire at its end.
    await db.query(
      `WITH o AS (INSERT INTO orders (name, email, total_cents, order_status, created_at)
                  VALUES ('Burst one statement', 'burst@example.com', 999, 'completed', now() - interval '3 days') RETURNING id)
       INSERT INTO order_items (order_id, service_id, quantity, price_cents) SELECT o.id, $1, 2, 450 FROM o`,
      [random.pick(services)],
    );
    return;
  }
  const order = await randomOrder(db, random, roll === 4 ? 'pending' : undefined);
  if (!order) return;
  switch (roll) {
    case 4:
      await db.query("UPDATE orders SET order_status = 'completed' WHERE id = $1", [order]);
      break;
    case 5:
      await db.query("UPDATE orders SET order_status = $2 WHERE id = $1", [order, random.pick(STATUSES)]);
      break;
    case 6:
      await db.query('DELETE FROM orders WHERE id = $1', [order]);
      break;
    case 7:
      await insertRandomItem(db, random, order);
      break;
    case 8:
      await db.query('DELETE FROM order_items WHERE id = (SELECT id FROM order_items WHERE order_id = $1 ORDER BY id LIMIT 1)', [order]);
      break;
    case 9:
      // Across UTC days, status kept.
      await db.query('UPDATE orders SET created_at = created_at - make_interval(hours => $2) WHERE id = $1', [order, random.int(-30, 60)]);
      break;
    case 10:
      await db.query('UPDATE order_items SET quantity = quantity + 1, service_id = $2, price_cents = price_cents + 7 WHERE order_id = $1', [
        order,
        random.pick(services),
      ]);
      break;
    default:
      // Many orders at once, some changing status, some day, some only their name.
      await db.query(
        `UPDATE orders SET name = name || '.',
                order_status = CASE WHEN id::text < $1 THEN 'completed' ELSE order_status END,
                created_at = CASE WHEN id::text > $2 THEN created_at + interval '20 hours' ELSE created_at END
          WHERE id::text BETWEEN $3 AND $4`,
        ['4', 'c', random.pick(['0', '3', '8']), random.pick(['9', 'b', 'f'])],
      );
  }
}

it('equal the aggregate over the rows after a burst of random writes', async () => {
  const random = seededRandom(909);
  for (let n = 0; n < 40; n++) await insertRandomOrder(t.db, random, 'completed');
  for (let n = 0; n < 400; n++) await randomWrite(t.db, random);
  const { days, services: perService } = await rollupsAgainstRows(t.db);
  // The burst leaves plenty to compare: many days, every service.
  expect(days.counted.length).toBeGreaterThan(20);
  expect(perService.counted.length).toBeGreaterThan(40);
  await expectRollupsEqualRows();
});

it('leave out what a rolled-back transaction wrote', async () => {
  const random = seededRandom(17);
  const before = await rollupsAgainstRows(t.db);
  await expect(
    t.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await randomWrite(tx, random);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await rollupsAgainstRows(t.db)).toEqual(before);
});

it('start again from zero when the tables are truncated', async () => {
  await t.db.exec('TRUNCATE orders CASCADE');
  const { days, services: perService, months } = await rollupsAgainstRows(t.db);
  expect(days.kept).toEqual([]);
  expect(perService.kept).toEqual([]);
  expect(months.kept).toEqual([]);
  await insertRandomOrder(t.db, seededRandom(3), 'completed');
  await expectRollupsEqualRows();
});

onPostgresOnly('rollups under concurrent writers', () => {
  it('equal the aggregate after random transactions on separate connections', async () => {
    const random = seededRandom(4242);
    for (let n = 0; n < 60; n++) await insertRandomOrder(t.db, random);
    // As many writers as the test pool has connections (5): each holds one for its whole transaction,
    // and none waits for a free one (a wait past the pool's connect timeout is a 503 on a busy machine).
    const writers = Array.from({ length: 5 }, (_, w) =>
      t.db
        .transaction(async (tx) => {
          // Each attempt (a deadlock retries the whole transaction) draws the same writes.
          const own = seededRandom(w + 1);
          for (let n = 0; n < 6; n++) await randomWrite(tx, own);
          if (w % 3 === 0) throw new Error('rolled back on purpose');
        })
        .catch((error: Error) => {
          // An item for an order another writer deleted first is refused; its transaction rolls back.
          if (error.message !== 'rolled back on purpose' && pgErrorCode(error) !== PG_ERROR.foreignKeyViolation) throw error;
        }),
    );
    await Promise.all(writers);
    await expectRollupsEqualRows();
  });

  it('count an item inserted while another transaction completes, un-completes or moves its order', async () => {
    const random = seededRandom(77);
    const orders: string[] = [];
    for (let n = 0; n < 12; n++) orders.push(await insertRandomOrder(t.db, random, n % 3 === 0 ? 'pending' : 'completed'));
    const changes = [
      "UPDATE orders SET order_status = 'completed' WHERE id = $1",
      "UPDATE orders SET order_status = 'cancelled' WHERE id = $1",
      "UPDATE orders SET created_at = created_at - interval '2 days' WHERE id = $1",
    ];
    for (const [n, order] of orders.entries()) {
      await Promise.all([
        // The order changes first and commits late; the item is written and another deleted in between.
        t.db.transaction(async (tx) => {
          await tx.query(changes[n % 3], [order]);
          await tx.query('SELECT pg_sleep(0.15)');
        }),
        t.db.transaction(async (tx) => {
          await tx.query('SELECT pg_sleep(0.05)');
          await tx.query('INSERT INTO order_items (order_id, service_id, quantity, price_cents) VALUES ($1, $2, 1, 1000)', [order, services[n % 4]]);
          await tx.query('DELETE FROM order_items WHERE id = (SELECT id FROM order_items WHERE order_id = $1 ORDER BY created_at, id LIMIT 1)', [order]);
        }),
      ]);
    }
    await expectRollupsEqualRows();
  });
});
