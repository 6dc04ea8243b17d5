import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

// A SQL function's statements are planned again on every call; a PL/pgSQL function's once per
// connection (migration 030). These run inside the triggers of every order written, so they stay
// PL/pgSQL. Two SQL functions are left, each folded into the query of its caller rather than
// called: completed_orders_locked, a set-returning function joined into its caller's query, which
// only calls it for orders made elsewhere or completed; order_total_range_width and order_id_digit,
// immutable expressions inlined wherever they are used (migrations 032 and 035).
it('writes the counters from PL/pgSQL functions, whose plans are kept', async () => {
  const { rows } = await t.db.query<{ name: string; language: string }>(
    `SELECT p.proname AS name, l.lanname AS language FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.pronamespace = current_schema()::regnamespace AND l.lanname IN ('sql', 'plpgsql') ORDER BY 1`,
  );
  expect(rows.filter((row) => row.language === 'sql').map((row) => row.name)).toEqual(['completed_orders_locked', 'order_id_digit', 'order_total_range_width']);
  expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining([
    'order_counts_add',
    'order_daily_revenue_add',
    'order_name_counts_add',
    'order_name_value_counts_add',
    'order_total_counts_add',
    'order_total_value_counts_add',
    'orders_refresh_delivered_user_ids',
    'orders_refresh_service_ids',
    'refund_daily_amounts_add',
    'service_daily_revenue_add',
    'service_daily_units_add',
  ]));
});
