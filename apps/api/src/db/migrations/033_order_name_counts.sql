-- Orders counted per status and first two characters of the name, kept by the same triggers as
-- the per-day counts (004) and the ranges of totals (032): a deep page of the order list sorted by
-- name starts at the names beginning like its first row, instead of skipping every row before it
-- on orders_status_name_idx. Used only where names sort in byte order (the C collations: the
-- embedded database's and the one the docs create); under a language's collation names beginning
-- alike need not sort together, and such a page skips rows as before (order-counts.ts).
-- Two characters: a few hundred rows per status for the walk to a page, in a shop of any size.
-- Slots per connection as in 004.
CREATE TABLE order_name_counts (
  order_status text NOT NULL,
  name_prefix text COLLATE "C" NOT NULL,
  slot smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (order_status, name_prefix, slot)
);

CREATE TYPE order_name_change AS (order_status text, name_prefix text, n bigint);

-- Rows in key order, as order_counts_add: two transactions sharing a slot cannot deadlock on them.
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

CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

-- The orders already there, with writes held off until this migration commits (see 032).
LOCK TABLE orders IN SHARE MODE;
SELECT order_name_counts_add(ARRAY(
  SELECT ROW(order_status, left(name, 2), count(*))::order_name_change FROM orders GROUP BY order_status, left(name, 2)
));
