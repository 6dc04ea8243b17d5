-- Orders per status, kept by triggers so the counts and the by-status totals are read, not counted
-- (count(*) over a million orders takes a quarter of a second). Triggers rather than application
-- code: whoever writes the orders table (the API, a storefront inserting directly, a psql session),
-- the counts change in the same transaction as the rows.
--
-- Each status has up to 16 slots; a transaction adds its change to the slot of its connection
-- (pg_backend_pid() % 16), so concurrent transactions on different connections do not queue on one
-- row lock until they commit. A status's count is the sum of its slots.
CREATE TABLE order_status_counts (
  order_status text NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, slot)
);

-- Statement-level with transition tables: a million-row INSERT ... SELECT or COPY costs one
-- aggregate, not a million trigger calls. Each adds to this connection's slot, rows in status order,
-- so two transactions sharing a slot lock its rows in the same order and cannot deadlock on them.
CREATE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (order_status, slot, count)
  SELECT order_status, pg_backend_pid() % 16, count(*) FROM inserted GROUP BY order_status ORDER BY order_status
  ON CONFLICT (order_status, slot) DO UPDATE SET count = order_status_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (order_status, slot, count)
  SELECT order_status, pg_backend_pid() % 16, -count(*) FROM deleted GROUP BY order_status ORDER BY order_status
  ON CONFLICT (order_status, slot) DO UPDATE SET count = order_status_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$;

-- Transition tables rule out `UPDATE OF order_status`, so every update of orders comes here; the
-- statuses an update leaves as they were add nothing.
CREATE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (order_status, slot, count)
  SELECT order_status, pg_backend_pid() % 16, sum(n) FROM (
    SELECT order_status, count(*) AS n FROM after_update GROUP BY order_status
    UNION ALL
    SELECT order_status, -count(*) AS n FROM before_update GROUP BY order_status
  ) both_sides GROUP BY order_status HAVING sum(n) <> 0 ORDER BY order_status
  ON CONFLICT (order_status, slot) DO UPDATE SET count = order_status_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
INSERT INTO order_status_counts (order_status, slot, count)
SELECT order_status, 0, count(*) FROM orders GROUP BY order_status;
