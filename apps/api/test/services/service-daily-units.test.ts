import { insertOrder, insertOrderItem, insertService } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';

/** The per-service, per-day units kept by the order_items triggers (migration 007) equal the items'. */
const t = setupTestApp();

async function keptAndCounted(): Promise<{ kept: string[]; counted: string[] }> {
  const line = (r: { service_id: string; day: string; units: number }) => `${r.service_id} ${r.day} ${r.units}`;
  const kept = await t.db.query<{ service_id: string; day: string; units: number }>(
    'SELECT service_id, day::text, sum(units)::int AS units FROM service_daily_units GROUP BY 1, 2 HAVING sum(units) <> 0 ORDER BY 1, 2',
  );
  const counted = await t.db.query<{ service_id: string; day: string; units: number }>(
    "SELECT service_id, (created_at AT TIME ZONE 'UTC')::date::text AS day, sum(quantity)::int AS units FROM order_items GROUP BY 1, 2 ORDER BY 1, 2",
  );
  return { kept: kept.rows.map(line), counted: counted.rows.map(line) };
}

it('follow inserts, quantity and service changes, deletes and cascades', async () => {
  const a = await insertService(t.db, { name: 'Units A' });
  const b = await insertService(t.db, { name: 'Units B' });
  const orders = [];
  for (let n = 0; n < 6; n++) {
    const order = await insertOrder(t.db, { minutesAgo: n * 900 });
    await insertOrderItem(t.db, order, n % 2 ? a : b, { quantity: n + 1, minutesAgo: n * 900 });
    orders.push(order);
  }
  await t.db.query('UPDATE order_items SET quantity = quantity + 2 WHERE service_id = $1', [a]);
  await t.db.query('UPDATE order_items SET service_id = $1 WHERE order_id = $2', [a, orders[0]]);
  await t.db.query('DELETE FROM order_items WHERE order_id = $1', [orders[1]]);
  await t.db.query('DELETE FROM orders WHERE id = $1', [orders[2]]);

  const { kept, counted } = await keptAndCounted();
  expect(counted.length).toBeGreaterThan(1);
  expect(kept).toEqual(counted);

  await t.db.exec('TRUNCATE orders CASCADE');
  expect(await keptAndCounted()).toEqual({ kept: [], counted: [] });
});
