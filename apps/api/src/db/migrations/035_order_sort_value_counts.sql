-- A second level under the counts per range (032): orders counted per status, exact total (or
-- name) and the first hex digit of their id. A value many orders share is a tie the ranges cannot
-- split (ties are read in id order): the generator's totals are whole dollars, so at ten million
-- orders the middle page by total skipped 20,000 entries inside one value; its names are 400, so
-- the middle page of every status by name skipped 300,000 inside one two-character prefix. Random
-- (version 4) ids split a tie into 16 even parts, each a contiguous run of the list's order
-- (`total_cents, id`), so a deep page starts at the part holding its first row. Read only within
-- the one range the first level picked (order-counts.ts).
--
-- No slots: the id's digit spreads concurrent writers of one value over 16 rows already, and a
-- transaction changes these rows in one statement (an order's insert or status change), in key
-- order, so two cannot deadlock. The key leads with the value, so a range of values is one index
-- range for one status or every status. Rows that fall to zero stay (they are read as nothing);
-- where names are all different there is a row per name and status, about an index's worth.
CREATE TABLE order_total_value_counts (
  total_cents integer NOT NULL,
  id_digit smallint NOT NULL,
  order_status text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (total_cents, id_digit, order_status)
);

CREATE TABLE order_name_value_counts (
  name text COLLATE "C" NOT NULL,
  id_digit smallint NOT NULL,
  order_status text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (name, id_digit, order_status)
);

-- The first hex digit of an id (0 to 15): the ids beginning with it are one contiguous run of uuid
-- order. A SQL function the planner folds into each query that calls it.
CREATE FUNCTION order_id_digit(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (get_byte(uuid_send(id), 0) >> 4)::smallint
$$;

CREATE TYPE order_total_value_change AS (order_status text, total_cents integer, id_digit smallint, n bigint);
CREATE TYPE order_name_value_change AS (order_status text, name text, id_digit smallint, n bigint);

CREATE FUNCTION order_total_value_counts_add(changes order_total_value_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO order_total_value_counts (total_cents, id_digit, order_status, count)
  SELECT total_cents, id_digit, order_status, sum(n) FROM unnest(changes)
   GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (total_cents, id_digit, order_status) DO UPDATE SET count = order_total_value_counts.count + EXCLUDED.count;
END $$;

CREATE FUNCTION order_name_value_counts_add(changes order_name_value_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO order_name_value_counts (name, id_digit, order_status, count)
  SELECT name, id_digit, order_status, sum(n) FROM unnest(changes)
   GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (name, id_digit, order_status) DO UPDATE SET count = order_name_value_counts.count + EXCLUDED.count;
END $$;

-- 032's functions with the two counts more, after the others (every path takes its rows in the
-- same order of tables).
CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  one record;
  my_slot smallint := pg_backend_pid() % 16;
  width integer;
BEGIN
  IF (SELECT count(*) FROM (SELECT FROM inserted LIMIT 2) AS first_two) = 1 THEN
    SELECT order_status, (created_at AT TIME ZONE 'UTC')::date AS day, total_cents, name, left(name, 2) AS name_prefix, order_id_digit(id) AS id_digit INTO one FROM inserted;
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
    INSERT INTO order_total_value_counts AS c (total_cents, id_digit, order_status, count) VALUES (one.total_cents, one.id_digit, one.order_status, 1)
      ON CONFLICT (total_cents, id_digit, order_status) DO UPDATE SET count = c.count + 1;
    INSERT INTO order_name_value_counts AS c (name, id_digit, order_status, count) VALUES (one.name, one.id_digit, one.order_status, 1)
      ON CONFLICT (name, id_digit, order_status) DO UPDATE SET count = c.count + 1;
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
  PERFORM order_total_value_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, order_id_digit(id), count(*))::order_total_value_change FROM inserted GROUP BY order_status, total_cents, order_id_digit(id)
  ));
  PERFORM order_name_value_counts_add(ARRAY(
    SELECT ROW(order_status, name, order_id_digit(id), count(*))::order_name_value_change FROM inserted GROUP BY order_status, name, order_id_digit(id)
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
  PERFORM order_total_value_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, order_id_digit(id), -count(*))::order_total_value_change FROM deleted GROUP BY order_status, total_cents, order_id_digit(id)
  ));
  PERFORM order_name_value_counts_add(ARRAY(
    SELECT ROW(order_status, name, order_id_digit(id), -count(*))::order_name_value_change FROM deleted GROUP BY order_status, name, order_id_digit(id)
  ));
  RETURN NULL;
END $$;

-- What an update leaves in place cancels out (the add functions skip a zero sum): an update of
-- other columns takes none of these rows.
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
  PERFORM order_total_value_counts_add(ARRAY(
    SELECT ROW(order_status, total_cents, order_id_digit(id), count(*))::order_total_value_change FROM after_update GROUP BY order_status, total_cents, order_id_digit(id)
    UNION ALL
    SELECT ROW(order_status, total_cents, order_id_digit(id), -count(*))::order_total_value_change FROM before_update GROUP BY order_status, total_cents, order_id_digit(id)
  ));
  PERFORM order_name_value_counts_add(ARRAY(
    SELECT ROW(order_status, name, order_id_digit(id), count(*))::order_name_value_change FROM after_update GROUP BY order_status, name, order_id_digit(id)
    UNION ALL
    SELECT ROW(order_status, name, order_id_digit(id), -count(*))::order_name_value_change FROM before_update GROUP BY order_status, name, order_id_digit(id)
  ));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_counts;
  DELETE FROM order_status_counts;
  DELETE FROM order_total_counts;
  DELETE FROM order_name_counts;
  DELETE FROM order_total_value_counts;
  DELETE FROM order_name_value_counts;
  RETURN NULL;
END $$;

-- The orders already there, with writes held off as in 032; inserted directly, not through an
-- array, as a shop of varied names has about a row here per order.
LOCK TABLE orders IN SHARE MODE;
INSERT INTO order_total_value_counts (total_cents, id_digit, order_status, count)
SELECT total_cents, order_id_digit(id), order_status, count(*) FROM orders GROUP BY 1, 2, 3;
INSERT INTO order_name_value_counts (name, id_digit, order_status, count)
SELECT name, order_id_digit(id), order_status, count(*) FROM orders GROUP BY 1, 2, 3;
