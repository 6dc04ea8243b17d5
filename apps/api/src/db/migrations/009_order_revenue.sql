-- Completed revenue per UTC day, and per service and UTC day (and month) with its units, kept by triggers (as
-- 004 keeps the order counts and 007 the units ordered): the dashboard's chart and its best-selling
-- services of the month are then sums over a few thousand rows instead of joins over every order
-- and item ever written. Days are UTC dates of the ORDER's created_at (an item counts on its
-- order's day), and only completed orders count: completing, cancelling or deleting an order, or
-- moving its created_at, moves its revenue and its items'. Money is integer cents. Each connection
-- adds to its own slot (pg_backend_pid() % 16), so concurrent writers do not queue on one row.
CREATE TABLE order_daily_revenue (
  day date NOT NULL,
  slot smallint NOT NULL,
  revenue_cents bigint NOT NULL,
  PRIMARY KEY (day, slot)
);

-- Day first: the month's best sellers are a range of the primary key.
CREATE TABLE service_daily_revenue (
  day date NOT NULL,
  service_id uuid NOT NULL,
  slot smallint NOT NULL,
  revenue_cents bigint NOT NULL,
  units bigint NOT NULL,
  PRIMARY KEY (day, service_id, slot)
);

-- The same by UTC month (its first day): the dashboard ranks a month's services by summing one row
-- per service and slot, not one per service, slot and day (a month of a busy shop is 30 times fewer
-- rows: 7,000 instead of 200,000 at a million orders).
CREATE TABLE service_monthly_revenue (
  month date NOT NULL,
  service_id uuid NOT NULL,
  slot smallint NOT NULL,
  revenue_cents bigint NOT NULL,
  units bigint NOT NULL,
  PRIMARY KEY (month, service_id, slot)
);

CREATE TYPE order_revenue_change AS (day date, cents bigint);
CREATE TYPE service_revenue_change AS (day date, service_id uuid, cents bigint, units bigint);

-- Rows in key order, so two transactions sharing a slot lock its rows in the same order.
CREATE FUNCTION order_daily_revenue_add(changes order_revenue_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_daily_revenue (day, slot, revenue_cents)
  SELECT day, pg_backend_pid() % 16, sum(cents) FROM unnest(changes)
   GROUP BY day HAVING sum(cents) <> 0 ORDER BY day
  ON CONFLICT (day, slot) DO UPDATE SET revenue_cents = order_daily_revenue.revenue_cents + EXCLUDED.revenue_cents;
$$;

CREATE FUNCTION service_daily_revenue_add(changes service_revenue_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO service_daily_revenue (day, service_id, slot, revenue_cents, units)
  SELECT day, service_id, pg_backend_pid() % 16, sum(cents), sum(units) FROM unnest(changes)
   GROUP BY day, service_id HAVING sum(cents) <> 0 OR sum(units) <> 0 ORDER BY day, service_id
  ON CONFLICT (day, service_id, slot) DO UPDATE
    SET revenue_cents = service_daily_revenue.revenue_cents + EXCLUDED.revenue_cents,
        units = service_daily_revenue.units + EXCLUDED.units;
  INSERT INTO service_monthly_revenue (month, service_id, slot, revenue_cents, units)
  SELECT date_trunc('month', day)::date, service_id, pg_backend_pid() % 16, sum(cents), sum(units) FROM unnest(changes)
   GROUP BY 1, service_id HAVING sum(cents) <> 0 OR sum(units) <> 0 ORDER BY 1, service_id
  ON CONFLICT (month, service_id, slot) DO UPDATE
    SET revenue_cents = service_monthly_revenue.revenue_cents + EXCLUDED.revenue_cents,
        units = service_monthly_revenue.units + EXCLUDED.units;
$$;

-- ---- orders: their totals, and their items when their status or day changes ----

-- A new order has no items yet (they reference it): the items' trigger counts them as they come,
-- even when one statement inserts both.
CREATE FUNCTION orders_revenue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_revenue_add(ARRAY(
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, sum(total_cents))::order_revenue_change
      FROM inserted WHERE order_status = 'completed' GROUP BY (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;

-- The deleted orders' items are gone by now (ON DELETE CASCADE runs first): orders_revenue_deleting
-- took their revenue out before the row went.
CREATE FUNCTION orders_revenue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_revenue_add(ARRAY(
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, -sum(total_cents))::order_revenue_change
      FROM deleted WHERE order_status = 'completed' GROUP BY (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;

-- Every update comes here (transition tables rule out `UPDATE OF`); what it leaves in place cancels
-- out. Items are read only for the orders whose completed day changed (completed, un-completed or
-- moved), so touching a million orders' other columns reads no item. Before and after are matched
-- by id: an order whose id changes cannot have items (they reference the old id).
CREATE FUNCTION orders_revenue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_daily_revenue_add(ARRAY(
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, sum(total_cents))::order_revenue_change
      FROM after_update WHERE order_status = 'completed' GROUP BY (created_at AT TIME ZONE 'UTC')::date
    UNION ALL
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, -sum(total_cents))::order_revenue_change
      FROM before_update WHERE order_status = 'completed' GROUP BY (created_at AT TIME ZONE 'UTC')::date
  ));
  PERFORM service_daily_revenue_add(ARRAY(
    SELECT ROW(moved.day, i.service_id, moved.sign * sum(i.price_cents::bigint * i.quantity), moved.sign * sum(i.quantity))::service_revenue_change
      FROM (SELECT a.id,
                   CASE WHEN a.order_status = 'completed' THEN (a.created_at AT TIME ZONE 'UTC')::date END AS to_day,
                   CASE WHEN b.order_status = 'completed' THEN (b.created_at AT TIME ZONE 'UTC')::date END AS from_day
              FROM after_update a JOIN before_update b ON b.id = a.id) AS changed,
           LATERAL (VALUES (changed.to_day, 1), (changed.from_day, -1)) AS moved(day, sign),
           order_items i
     WHERE changed.to_day IS DISTINCT FROM changed.from_day AND moved.day IS NOT NULL AND i.order_id = changed.id
     GROUP BY moved.day, i.service_id, moved.sign
  ));
  RETURN NULL;
END $$;

-- Row by row, before the row goes, because after it the cascade has deleted the items and nothing
-- says what they were worth. Only completed orders' deletes come here (the WHEN of the trigger);
-- deleting orders is rare (the API never does).
CREATE FUNCTION orders_revenue_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_daily_revenue_add(ARRAY(
    SELECT ROW((OLD.created_at AT TIME ZONE 'UTC')::date, service_id, -sum(price_cents::bigint * quantity), -sum(quantity))::service_revenue_change
      FROM order_items WHERE order_id = OLD.id GROUP BY service_id
  ));
  RETURN OLD;
END $$;

CREATE FUNCTION orders_revenue_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- order_items references orders, so it is truncated by the same statement.
  DELETE FROM order_daily_revenue;
  DELETE FROM service_daily_revenue;
  DELETE FROM service_monthly_revenue;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_revenue_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue_inserted();
CREATE TRIGGER orders_revenue_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue_deleted();
CREATE TRIGGER orders_revenue_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue_updated();
CREATE TRIGGER orders_revenue_deleting BEFORE DELETE ON orders
  FOR EACH ROW WHEN (OLD.order_status = 'completed') EXECUTE FUNCTION orders_revenue_deleting();
CREATE TRIGGER orders_revenue_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_revenue_truncated();

-- ---- order_items: an item of a completed order ----

-- Of the orders `order_ids`, the completed ones and their days, after locking FOR SHARE, in id
-- order, every one this transaction did not write itself: an order being completed (or
-- un-completed, or moved) by another transaction is waited for and then read as it committed.
-- Without the lock, an item inserted while its order is completed elsewhere would be missed by both
-- triggers: this one would read the order still pending, the order's would not see the uncommitted
-- item. The status is tested after the lock (a WHERE on it would skip, unlocked, a row pending in
-- this statement's snapshot). The orders this transaction inserted or updated (the usual case: an
-- order and its items written together) nobody else can change before it commits, and locking a
-- million of them in a bulk load would rewrite every one. An order deleted by this statement (the
-- cascade) is not found: orders_revenue_deleting took its items out already.
CREATE FUNCTION completed_orders_locked(order_ids uuid[]) RETURNS TABLE (id uuid, day date) LANGUAGE sql AS $$
  WITH own AS MATERIALIZED (
    SELECT o.id, o.order_status, o.created_at FROM orders o
     WHERE o.id = ANY(order_ids) AND o.xmin = pg_current_xact_id()::xid
  ), locked AS MATERIALIZED (
    SELECT o.id, o.order_status, o.created_at FROM orders o
     WHERE o.id = ANY(order_ids) AND o.xmin <> pg_current_xact_id()::xid ORDER BY o.id FOR SHARE OF o
  )
  SELECT id, (created_at AT TIME ZONE 'UTC')::date FROM (SELECT * FROM own UNION ALL SELECT * FROM locked) AS found
   WHERE order_status = 'completed';
$$;

CREATE FUNCTION order_items_revenue_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_daily_revenue_add(ARRAY(
    SELECT ROW(o.day, i.service_id, sum(i.price_cents::bigint * i.quantity), sum(i.quantity))::service_revenue_change
      FROM inserted i JOIN completed_orders_locked(ARRAY(SELECT DISTINCT order_id FROM inserted)) o ON o.id = i.order_id
     GROUP BY o.day, i.service_id
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION order_items_revenue_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_daily_revenue_add(ARRAY(
    SELECT ROW(o.day, i.service_id, -sum(i.price_cents::bigint * i.quantity), -sum(i.quantity))::service_revenue_change
      FROM deleted i JOIN completed_orders_locked(ARRAY(SELECT DISTINCT order_id FROM deleted)) o ON o.id = i.order_id
     GROUP BY o.day, i.service_id
  ));
  RETURN NULL;
END $$;

-- Both sides are valued at the orders as they are now: an item update does not change its order.
CREATE FUNCTION order_items_revenue_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_daily_revenue_add(ARRAY(
    WITH o AS MATERIALIZED (
      SELECT * FROM completed_orders_locked(ARRAY(SELECT order_id FROM after_update UNION SELECT order_id FROM before_update))
    )
    SELECT ROW(o.day, i.service_id, sum(i.price_cents::bigint * i.quantity), sum(i.quantity))::service_revenue_change
      FROM after_update i JOIN o ON o.id = i.order_id GROUP BY o.day, i.service_id
    UNION ALL
    SELECT ROW(o.day, i.service_id, -sum(i.price_cents::bigint * i.quantity), -sum(i.quantity))::service_revenue_change
      FROM before_update i JOIN o ON o.id = i.order_id GROUP BY o.day, i.service_id
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION order_items_revenue_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM service_daily_revenue;
  DELETE FROM service_monthly_revenue;
  RETURN NULL;
END $$;

CREATE TRIGGER order_items_revenue_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_revenue_inserted();
CREATE TRIGGER order_items_revenue_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_revenue_deleted();
CREATE TRIGGER order_items_revenue_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_revenue_updated();
CREATE TRIGGER order_items_revenue_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_revenue_truncated();

-- What is already there (CREATE TRIGGER locked both tables against writes until this commits).
INSERT INTO order_daily_revenue (day, slot, revenue_cents)
SELECT (created_at AT TIME ZONE 'UTC')::date, 0, sum(total_cents) FROM orders WHERE order_status = 'completed' GROUP BY 1;
INSERT INTO service_daily_revenue (day, service_id, slot, revenue_cents, units)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.service_id, 0, sum(i.price_cents::bigint * i.quantity), sum(i.quantity)
  FROM order_items i JOIN orders o ON o.id = i.order_id
 WHERE o.order_status = 'completed' GROUP BY 1, 2;
INSERT INTO service_monthly_revenue (month, service_id, slot, revenue_cents, units)
SELECT date_trunc('month', day)::date, service_id, 0, sum(revenue_cents), sum(units) FROM service_daily_revenue GROUP BY 1, 2;
