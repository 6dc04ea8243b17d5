-- Orders counted per status and range of totals, kept by the same triggers as the per-day counts
-- (004): a deep page of the order list sorted by total starts at the range holding its first row,
-- instead of skipping every row before it on orders_status_total_idx (a middle page of 590,000
-- pending orders skipped 295,000 entries; at ten million orders such a page read 300,000 buffers).
--
-- A range is the totals that agree in their first two digits ($12.00 to $12.99, $120 to $129.99,
-- 0 to 99 cents one by one): at most 90 ranges per power of ten, so the walk to a page's range
-- reads a few hundred rows however many distinct totals a shop has, and a page skips at most its
-- range's orders. Each row carries its bounds (total_to exclusive), so the rule lives here alone.
-- Slots per connection as in 004.
CREATE TABLE order_total_counts (
  order_status text NOT NULL,
  total_from integer NOT NULL,
  total_to bigint NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, total_from, slot)
);

CREATE TYPE order_total_change AS (order_status text, total_cents integer, n bigint);

-- Rows in key order, as order_counts_add: two transactions sharing a slot cannot deadlock on them.
CREATE FUNCTION order_total_counts_add(changes order_total_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO order_total_counts (order_status, total_from, total_to, slot, count)
  SELECT order_status, total_cents - total_cents % step, total_cents - total_cents % step + step::bigint, pg_backend_pid() % 16, sum(n)
    FROM (SELECT c.order_status, c.total_cents, c.n,
                 CASE WHEN c.total_cents < 100 THEN 1 ELSE (10 ^ (length(c.total_cents::text) - 2))::int END AS step
            FROM unnest(changes) AS c) AS ranged
   GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (order_status, total_from, slot) DO UPDATE SET count = order_total_counts.count + EXCLUDED.count;
END $$;

CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_counts_add(ARRAY(
    SELECT ROW(order_status, (created_at AT TIME ZONE 'UTC')::date, count(*))::order_count_change FROM inserted GROUP BY order_status, (created_at AT TIME ZONE 'UTC')::date
  ));
  PERFORM order_total_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, count(*))::order_total_change FROM inserted GROUP BY order_status, total_cents
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
  RETURN NULL;
END $$;

-- What an update leaves in place cancels out (both add functions skip a zero sum).
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
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_counts;
  DELETE FROM order_status_counts;
  DELETE FROM order_total_counts;
  RETURN NULL;
END $$;

-- The orders already there. Replacing a function takes no lock on orders, so writes are held off
-- until this migration commits: one committed meanwhile would have run the functions before, and
-- not be in what is counted here either.
LOCK TABLE orders IN SHARE MODE;
SELECT order_total_counts_add(ARRAY(
  SELECT ROW(order_status, total_cents, count(*))::order_total_change FROM orders GROUP BY order_status, total_cents
));
