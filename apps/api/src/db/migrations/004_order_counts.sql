-- Orders counted per status, and per status and day, by triggers: the counts and the order list's
-- totals are read, not counted (count(*) over a million orders takes a quarter of a second), and a
-- deep page of the list starts from the day it falls in instead of skipping every newer row.
-- Triggers rather than application code: whoever writes the orders table (the API, a storefront
-- inserting directly, a psql session), the counts change in the same transaction as the rows.
--
-- A transaction adds its change to the slot of its connection (pg_backend_pid() % 16), so
-- concurrent transactions on different connections do not queue on one row lock until they
-- commit. A count is the sum of its slots.
CREATE TABLE order_status_counts (
  order_status text NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, slot)
);

-- Days are UTC dates of created_at.
CREATE TABLE order_day_counts (
  order_status text NOT NULL,
  day date NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, day, slot)
);

CREATE TYPE order_count_change AS (order_status text, day date, n bigint);

-- Adds changes to this connection's slots. Rows in key order, so two transactions sharing a slot
-- lock its rows in the same order and cannot deadlock on them.
CREATE FUNCTION order_counts_add(changes order_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_day_counts (order_status, day, slot, count)
  SELECT order_status, day, pg_backend_pid() % 16, sum(n) FROM unnest(changes)
   GROUP BY order_status, day HAVING sum(n) <> 0 ORDER BY order_status, day
  ON CONFLICT (order_status, day, slot) DO UPDATE SET count = order_day_counts.count + EXCLUDED.count;
  INSERT INTO order_status_counts (order_status, slot, count)
  SELECT order_status, pg_backend_pid() % 16, sum(n) FROM unnest(changes)
   GROUP BY order_status HAVING sum(n) <> 0 ORDER BY order_status
  ON CONFLICT (order_status, slot) DO UPDATE SET count = order_status_counts.count + EXCLUDED.count;
$$;

-- Statement-level with transition tables: a million-row INSERT ... SELECT or COPY costs one
-- aggregate, not a million trigger calls.
CREATE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, count(*))::order_count_change FROM inserted GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, -count(*))::order_count_change FROM deleted GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;

-- Transition tables rule out `UPDATE OF order_status`, so every update of orders comes here; what
-- an update leaves in place cancels out (order_counts_add skips a zero sum).
CREATE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, count(*))::order_count_change FROM after_update GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
    UNION ALL
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, -count(*))::order_count_change FROM before_update GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_counts;
  DELETE FROM order_status_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_inserted();
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_deleted();
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_updated();
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_truncated();

-- The orders already there. CREATE TRIGGER locked orders against writes until this migration
-- commits, so nothing is missed or counted twice.
INSERT INTO order_day_counts (order_status, day, slot, count)
SELECT order_status, (created_at AT TIME ZONE 'UTC')::date, 0, count(*) FROM orders GROUP BY 1, 2;
INSERT INTO order_status_counts (order_status, slot, count)
SELECT order_status, 0, count(*) FROM orders GROUP BY order_status;
