import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared-statements';

/*
 * The dashboard reads only what triggers keep (orders per status and day, migration 004; completed
 * revenue per day and per service and month, migration 009) and one row of the orders through an
 * index, so its cost does not grow with the orders. Days are UTC dates on the database's clock, the
 * clock the rollups' days come from. Money is summed as float8: exact to 2^53 cents, where int
 * would stop at $21 million, and about twice as fast as bigint's (numeric) sum over a month's
 * thousands of services.
 */

/**
 * The last 30 UTC days, today last, each with its orders (any status), completed revenue and the
 * refunds made that day (migration 016); the screen's revenue is the one less the other.
 */
const DAYS_SQL = prepared(`
  SELECT day::text AS day,
         (SELECT coalesce(sum(c.count), 0) FROM order_day_counts c
           WHERE c.order_status IN ('pending', 'completed', 'cancelled') AND c.day = days.day)::int AS orders,
         (SELECT coalesce(sum(r.revenue_cents), 0) FROM order_daily_revenue r WHERE r.day = days.day)::float8 AS revenue_cents,
         (SELECT coalesce(sum(f.refunded_cents), 0) FROM refund_daily_amounts f WHERE f.day = days.day)::float8 AS refunded_cents
    FROM (SELECT ((now() AT TIME ZONE 'UTC')::date - back)::date AS day FROM generate_series(29, 0, -1) AS back) AS days
   ORDER BY day`);

/**
 * The best sellers by completed revenue among orders created this UTC month: the month's rows of the
 * monthly rollup (a range of its key), one per service and slot.
 */
const TOP_SERVICES_SQL = prepared(`
  SELECT s.id, s.name, top.revenue_cents, top.units
    FROM (SELECT service_id, sum(revenue_cents::float8) AS revenue_cents, sum(units::int)::int AS units
            FROM service_monthly_revenue
           WHERE month = date_trunc('month', now() AT TIME ZONE 'UTC')::date
           GROUP BY service_id HAVING sum(units::int) > 0
           ORDER BY 2 DESC, 3 DESC, service_id LIMIT 5) AS top
    JOIN services s ON s.id = top.service_id
   ORDER BY top.revenue_cents DESC, top.units DESC, s.id`);

/**
 * The pending order waiting longest: the first row of the oldest-first pending list (that list's
 * order, the newest-first one reversed), a backward scan of orders_status_created_idx.
 */
const OLDEST_PENDING_SQL = prepared(`
  SELECT id, name, created_at FROM orders WHERE order_status = 'pending' ORDER BY created_at ASC, id DESC LIMIT 1`);

export interface DashboardDayRow {
  day: string;
  orders: number;
  revenue_cents: number;
  refunded_cents: number;
}

export interface TopServiceRow {
  id: string;
  name: string;
  revenue_cents: number;
  units: number;
}

export interface OldestPendingRow {
  id: string;
  name: string;
  created_at: Date;
}

/** What the orders dashboard shows, read in three statements. */
export async function readOrdersDashboard(
  db: Queryable,
): Promise<{ days: DashboardDayRow[]; topServices: TopServiceRow[]; oldestPending: OldestPendingRow | undefined }> {
  const days = await db.query<DashboardDayRow>(DAYS_SQL);
  const top = await db.query<TopServiceRow>(TOP_SERVICES_SQL);
  const oldest = await db.query<OldestPendingRow>(OLDEST_PENDING_SQL);
  return { days: days.rows, topServices: top.rows, oldestPending: oldest.rows[0] };
}
