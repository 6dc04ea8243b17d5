-- Orders counted per status and range of the columns a list sorts by, kept by the triggers that
-- keep the per-day counts (004): a deep page of the order list sorted by total or by name starts
-- at the range holding its first row, instead of skipping every row before it on
-- orders_status_total_idx or orders_status_name_idx (a middle page of 590,000 pending orders
-- skipped 295,000 entries; at ten million orders such a page read 300,000 buffers).
--
-- Totals: those agreeing in their first two digits ($12.00 to $12.99, $120 to $129.99, 0 to 99
-- cents one by one), at most 90 ranges per power of ten, so the walk to a page's range reads a few
-- hundred rows however many distinct totals a shop has. Each row carries its bounds (total_to
-- exclusive). Names: their first two characters. Those ranges hold only where text sorts in byte
-- order (a C collation: the embedded database's, and the README's createdb); under a language's
-- collation names beginning alike need not sort together, and such pages skip rows as before
-- (order-counts.ts). Slots per connection as in 004.
CREATE TABLE order_total_counts (
  order_status text NOT NULL,
  total_from integer NOT NULL,
  total_to bigint NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, total_from, slot)
);

CREATE TABLE order_name_counts (
  order_status text NOT NULL,
  name_prefix text COLLATE "C" NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, name_prefix, slot)
);

-- The width of a total's range. A SQL function the planner folds into each query that calls it,
-- so the rule is written once and costs nothing.
CREATE FUNCTION order_total_range_width(total_cents integer) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN total_cents < 100 THEN 1 ELSE (10 ^ (length(total_cents::text) - 2))::int END
$$;

CREATE TYPE order_total_change AS (order_status text, total_cents integer, n bigint);
CREATE TYPE order_name_change AS (order_status text, name_prefix text, n bigint);

-- Rows in key order, as order_counts_add: two transactions sharing a slot cannot deadlock on them.
CREATE FUNCTION order_total_counts_add(changes order_total_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO order_total_counts (order_status, total_from, total_to, slot, count)
  SELECT order_status, total_cents - total_cents % width, total_cents - total_cents % width + width::bigint, pg_backend_pid() % 16, sum(n)
    FROM (SELECT c.*, order_total_range_width(c.total_cents) AS width FROM unnest(changes) AS c) AS ranged
   GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (order_status, total_from, slot) DO UPDATE SET count = order_total_counts.count + EXCLUDED.count;
END $$;

CREATE FUNCTION order_name_counts_add(changes order_name_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO order_name_counts (order_status, name_prefix, slot, count)
  SELECT order_status, name_prefix, pg_backend_pid() % 16, sum(n) FROM unnest(changes)
   GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (order_status, name_prefix, slot) DO UPDATE SET count = order_name_counts.count + EXCLUDED.count;
END $$;

-- An INSERT of one row (a storefront's order: the write a sale's rush is made of) adds 1 to its
-- four counters directly; the aggregates over the statement's rows, built for a million-row
-- INSERT ... SELECT, cost twice as much for one row.
CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  one record;
  my_slot smallint := pg_backend_pid() % 16;
  width integer;
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM inserted LIMIT 2) AS first_two) = 1 THEN
    SELECT order_status, (created_at AT TIME ZONE 'UTC')::date AS day, total_cents, left(name, 2) AS name_prefix INTO one FROM inserted;
    width := order_total_range_width(one.total_cents);
    INSERT INTO order_day_counts AS c (order_status, day, slot, count) VALUES (one.order_status, one.day, my_slot, 1)
      ON CONFLICT (order_status, day, slot) DO UPDATE SET count = c.count + 1;
    INSERT INTO order_status_counts AS c (order_status, slot, count) VALUES (one.order_status, my_slot, 1)
      ON CONFLICT (order_status, slot) DO UPDATE SET count = c.count + 1;
    INSERT INTO order_total_counts AS c (order_status, total_from, total_to, slot, count)
      VALUES (one.order_status, one.total_cents - one.total_cents % width, one.total_cents - one.total_cents % width + width::bigint, my_slot, 1)
      ON CONFLICT (order_status, total_from, slot) DO UPDATE SET count = c.count + 1;
    INSERT INTO order_name_counts AS c (order_status, name_prefix, slot, count) VALUES (one.order_status, one.name_prefix, my_slot, 1)
      ON CONFLICT (order_status, name_prefix, slot) DO UPDATE SET count = c.count + 1;
    RETURN NULL;
  END IF;
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, count(*))::order_count_change FROM inserted GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  PERFORM order_total_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, count(*))::order_total_change FROM inserted GROUP BY order_status, total_cents
  ));
  PERFORM order_name_counts_add(ARRAY(
    SELECT ROW(order_status, left(name, 2), count(*))::order_name_change FROM inserted GROUP BY order_status, left(name, 2)
  ));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, -count(*))::order_count_change FROM deleted GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  PERFORM order_total_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, -count(*))::order_total_change FROM deleted GROUP BY order_status, total_cents
  ));
  PERFORM order_name_counts_add(ARRAY(
    SELECT ROW(order_status, left(name, 2), -count(*))::order_name_change FROM deleted GROUP BY order_status, left(name, 2)
  ));
  RETURN NULL;
END $$;

-- What an update leaves in place cancels out (the add functions skip a zero sum).
CREATE OR REPLACE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, count(*))::order_count_change FROM after_update GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
    UNION ALL
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, -count(*))::order_count_change FROM before_update GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  PERFORM order_total_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, count(*))::order_total_change FROM after_update GROUP BY order_status, total_cents
    UNION ALL
    SELECT ROW(order_status, total_cents, -count(*))::order_total_change FROM before_update GROUP BY order_status, total_cents
  ));
  PERFORM order_name_counts_add(ARRAY(
    SELECT ROW(order_status, left(name, 2), count(*))::order_name_change FROM after_update GROUP BY order_status, left(name, 2)
    UNION ALL
    SELECT ROW(order_status, left(name, 2), -count(*))::order_name_change FROM before_update GROUP BY order_status, left(name, 2)
  ));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_counts;
  DELETE FROM order_status_counts;
  DELETE FROM order_total_counts;
  DELETE FROM order_name_counts;
  RETURN NULL;
END $$;

-- The orders already there. Replacing a function takes no lock on orders, so writes are held off
-- until this migration commits: one committed meanwhile would have run the functions before, and
-- not be in what is counted here either.
LOCK TABLE orders IN SHARE MODE;
SELECT order_total_counts_add(ARRAY(
  SELECT ROW(order_status, total_cents, count(*))::order_total_change FROM orders GROUP BY order_status, total_cents
));
SELECT order_name_counts_add(ARRAY(
  SELECT ROW(order_status, left(name, 2), count(*))::order_name_change FROM orders GROUP BY order_status, left(name, 2)
));
