import { api, type OrdersDashboard } from '@shopdesk/contracts';
import { insertService } from '../../helpers/fixtures';
import { setupTestApp, setupEmployee } from '../../helpers/test-app';

/** The dashboard call: 30 UTC days with zeros, this month's best sellers, the oldest pending order. */
const t = setupTestApp();
const me = setupEmployee(t);

async function dashboard(): Promise<OrdersDashboard> {
  const res = await t.call(me, api.orders.getOrdersDashboard);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A UTC date `back` days before the database's today, as YYYY-MM-DD. */
async function utcDay(back: number): Promise<string> {
  const { rows } = await t.db.query<{ day: string }>("SELECT ((now() AT TIME ZONE 'UTC')::date - $1::int)::text AS day", [back]);
  return rows[0].day;
}

/**
 * An order created at the SQL timestamp expression `at` (fixed text of the test), with items
 * `[serviceId, quantity, priceCents]`; its total is theirs, or `totalCents` without items.
 */
async function order(status: string, at: string, items: Array<[string, number, number]> = [], totalCents = 0, name = 'Dash'): Promise<string> {
  const total = items.length ? items.reduce((sum, [, quantity, price]) => sum + quantity * price, 0) : totalCents;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO orders (name, email, total_cents, order_status, created_at) VALUES ($1, 'dash@example.com', $2, $3, ${at}) RETURNING id`,
    [name, total, status],
  );
  for (const [service, quantity, price] of items) {
    await t.db.query('INSERT INTO order_items (order_id, service_id, quantity, price_cents) VALUES ($1, $2, $3, $4)', [rows[0].id, service, quantity, price]);
  }
  return rows[0].id;
}

const MONTH_START = "(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";
const TODAY_START = "(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";

it('answers 30 days of zeros, no services and no pending order when there are no orders', async () => {
  const answer = await dashboard();
  expect(answer.days).toHaveLength(30);
  expect(answer.days[0]).toEqual({ day: await utcDay(29), orders: 0, revenue: 0, refunds: 0 });
  expect(answer.days.at(-1)).toEqual({ day: await utcDay(0), orders: 0, revenue: 0, refunds: 0 });
  // Consecutive days, oldest first.
  const times = answer.days.map((d) => Date.parse(`${d.day}T00:00:00Z`));
  expect(times.slice(1).map((time, n) => time - times[n])).toEqual(Array(29).fill(86_400_000));
  expect(answer.topServices).toEqual([]);
  expect(answer.oldestPending).toBeNull();
});

it("counts each day's orders of any status and the revenue of the completed ones, inside the 30 days only", async () => {
  await order('completed', TODAY_START, [], 1000);
  await order('completed', TODAY_START, [], 2550);
  await order('pending', TODAY_START, [], 700);
  await order('cancelled', TODAY_START, [], 900);
  await order('completed', `${TODAY_START} - interval '29 days'`, [], 12345);
  await order('completed', `${TODAY_START} - interval '1 second'`, [], 5);
  // The day before the first, and a day in the future: neither shown.
  await order('completed', `${TODAY_START} - interval '30 days'`, [], 99999);
  await order('completed', `${TODAY_START} + interval '1 day'`, [], 99999);

  const { days } = await dashboard();
  expect(days).toHaveLength(30);
  expect(days.at(-1)).toEqual({ day: await utcDay(0), orders: 4, revenue: 35.5, refunds: 0 });
  expect(days.at(-2)).toEqual({ day: await utcDay(1), orders: 1, revenue: 0.05, refunds: 0 });
  expect(days[0]).toEqual({ day: await utcDay(29), orders: 1, revenue: 123.45, refunds: 0 });
  expect(days.slice(1, -2).every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
});

it("ranks this month's five best sellers by completed revenue, with their units, and follows completions and cancellations", async () => {
  await t.db.exec('TRUNCATE orders CASCADE');
  const s: string[] = [];
  for (let n = 0; n < 7; n++) s.push(await insertService(t.db, { name: `Top ${n}` }));
  // Revenue this month: s0 $60 (3 units), s1 $50, s2 $40, s3 $30, s4 $20, s5 $10.
  await order('completed', MONTH_START, [[s[0], 3, 2000], [s[1], 1, 5000]]);
  await order('completed', MONTH_START, [[s[2], 4, 1000], [s[3], 1, 3000], [s[4], 2, 1000], [s[5], 1, 1000]]);
  // Not completed, or last month, or next: not counted, however large.
  await order('pending', MONTH_START, [[s[6], 1, 900000]]);
  await order('cancelled', MONTH_START, [[s[5], 1, 900000]]);
  await order('completed', `${MONTH_START} - interval '1 second'`, [[s[6], 9, 900000]]);
  await order('completed', `${MONTH_START} + interval '1 month'`, [[s[6], 9, 900000]]);

  const top = (await dashboard()).topServices;
  expect(top).toEqual([
    { service: { _id: s[0], name: 'Top 0' }, revenue: 60, units: 3 },
    { service: { _id: s[1], name: 'Top 1' }, revenue: 50, units: 1 },
    { service: { _id: s[2], name: 'Top 2' }, revenue: 40, units: 4 },
    { service: { _id: s[3], name: 'Top 3' }, revenue: 30, units: 1 },
    { service: { _id: s[4], name: 'Top 4' }, revenue: 20, units: 2 },
  ]);

  // Completing the pending order puts s6 first; cancelling the first order takes s0 and s1 out.
  await t.db.query("UPDATE orders SET order_status = 'completed' WHERE order_status = 'pending'");
  await t.db.query("UPDATE orders SET order_status = 'cancelled' WHERE id = (SELECT order_id FROM order_items WHERE service_id = $1)", [s[0]]);
  expect((await dashboard()).topServices.map((x) => [x.service.name, x.revenue])).toEqual([
    ['Top 6', 9000],
    ['Top 2', 40],
    ['Top 3', 30],
    ['Top 4', 20],
    ['Top 5', 10],
  ]);
});

it('names the pending order waiting longest, the first of the oldest-first list, and null once none is pending', async () => {
  await t.db.exec('TRUNCATE orders CASCADE');
  await order('completed', "now() - interval '9 days'", [], 100, 'Done long ago');
  const newer = await order('pending', "now() - interval '1 day'", [], 100, 'Newer');
  const oldest = await order('pending', "now() - interval '3 days'", [], 100, 'Oldest');
  const { rows } = await t.db.query<{ created_at: Date }>('SELECT created_at FROM orders WHERE id = $1', [oldest]);

  expect((await dashboard()).oldestPending).toEqual({ _id: oldest, name: 'Oldest', createdAt: rows[0].created_at.toISOString() });
  const list = await t.call(me, api.orders.getAllOrdersByStatus, { query: { sort: 'createdAt', filters: JSON.stringify({ orderStatus: 'pending' }) } });
  expect(list.json().data.documents[0]._id).toBe(oldest);

  await t.call(me, api.orders.cancelOrder, { params: { id: oldest } });
  expect((await dashboard()).oldestPending?._id).toBe(newer);
  await t.call(me, api.orders.cancelOrder, { params: { id: newer } });
  expect((await dashboard()).oldestPending).toBeNull();
});

it('requires a session', async () => {
  const res = await t.call(null, api.orders.getOrdersDashboard);
  expect(res.statusCode).toBe(401);
});
