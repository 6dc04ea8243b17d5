-- A status change is found by joining a statement's rows before and after it. Under `LIMIT 51` the
-- planner joined them row by row (a nested loop over two tuplestores, neither indexed, expecting to
-- stop early): harmless for the API's statements of a few orders, but an UPDATE of a million orders
-- that changed no status (a backfill, a column set in bulk) compared every row with every other, for
-- hours. The join is now made whole first, hashed as its size calls for, and then cut at 51.
CREATE OR REPLACE FUNCTION orders_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_events_record(TG_TABLE_SCHEMA, ARRAY(
    WITH changed AS MATERIALIZED (
      SELECT a.id, b.order_status AS from_status, a.order_status AS to_status
        FROM after_update a JOIN before_update b ON b.id = a.id
       WHERE a.order_status IS DISTINCT FROM b.order_status
    )
    SELECT jsonb_build_object('orderId', id, 'from', from_status, 'to', to_status) FROM changed LIMIT 51
  ));
  RETURN NULL;
END $$;

-- The same trap in the revenue rollups' trigger (migration 009): the rows whose completed day
-- changed were joined to their items row by row, and an UPDATE of 50,000 orders that completed
-- none ran past two minutes. Those rows are now found whole first, then their items.
CREATE OR REPLACE FUNCTION orders_revenue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_revenue_add(ARRAY(
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, sum(total_cents))::order_revenue_change
      FROM after_update WHERE order_status = 'completed' GROUP BY (created_at AT TIME ZONE 'UTC')::date
    UNION ALL
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, -sum(total_cents))::order_revenue_change
      FROM before_update WHERE order_status = 'completed' GROUP BY (created_at AT TIME ZONE 'UTC')::date
  ));
  PERFORM service_daily_revenue_add(ARRAY(
    WITH changed AS MATERIALIZED (
      SELECT a.id, to_day, from_day
        FROM after_update a JOIN before_update b ON b.id = a.id,
             LATERAL (SELECT CASE WHEN a.order_status = 'completed' THEN (a.created_at AT TIME ZONE 'UTC')::date END AS to_day,
                             CASE WHEN b.order_status = 'completed' THEN (b.created_at AT TIME ZONE 'UTC')::date END AS from_day) days
       WHERE to_day IS DISTINCT FROM from_day
    )
    SELECT ROW(moved.day, i.service_id, moved.sign * sum(i.price_cents::bigint * i.quantity), moved.sign * sum(i.quantity))::service_revenue_change
      FROM changed,
           LATERAL (VALUES (changed.to_day, 1), (changed.from_day, -1)) AS moved(day, sign),
           order_items i
     WHERE moved.day IS NOT NULL AND i.order_id = changed.id
     GROUP BY moved.day, i.service_id, moved.sign
  ));
  RETURN NULL;
END $$;
