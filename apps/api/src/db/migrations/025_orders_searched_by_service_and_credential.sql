-- The order list's search also finds an order by what the screens show of it besides its
-- customer: the services bought (by name) and the user ids of the credentials delivered to it.
-- Every status is listed at once too (the All tab), sorted by any of the list's columns.

-- The services of an order's items, as ids: a search looks up the services whose name holds the
-- term (a small table) and then the orders holding one of them (orders_service_ids_idx). A renamed
-- service is found by its new name, and no order is rewritten when it is renamed. The API sets
-- it with the order; the triggers below fill in what another writer (a bulk load, psql) leaves
-- out, so the column never depends on who wrote the items.
ALTER TABLE orders ADD COLUMN service_ids uuid[] NOT NULL DEFAULT '{}';

-- The user ids of the credentials delivered to an order (replaced ones too: a customer quotes the
-- account they were sent), oldest delivery first, kept by the triggers below as deliveries are
-- made and user ids edited. They are searched with the rest, in search_text.
ALTER TABLE orders ADD COLUMN delivered_user_ids text NOT NULL DEFAULT '';

-- Each order's services as they are now: distinct, in uuid order (the API writes them the same
-- way), for the orders whose items were deleted or moved: a few, each read on its items' index.
CREATE FUNCTION orders_refresh_service_ids(order_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders o
     SET service_ids = coalesce((SELECT array_agg(DISTINCT i.service_id ORDER BY i.service_id) FROM order_items i WHERE i.order_id = o.id), '{}')
   WHERE o.id = ANY(order_ids);
$$;

-- Each order's delivered user ids as they are now (see orders_refresh_service_ids).
CREATE FUNCTION orders_refresh_delivered_user_ids(order_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders o
     SET delivered_user_ids = coalesce((SELECT string_agg(c.user_id, ' ' ORDER BY d.created_at, d.id)
                                          FROM credential_deliveries d JOIN service_credentials c ON c.id = d.credential_id
                                         WHERE d.order_id = o.id AND c.user_id IS NOT NULL), '')
   WHERE o.id = ANY(order_ids);
$$;

-- Statement-level with transition tables, as the counts' triggers (migration 004). New items and
-- deliveries (the usual change, and a bulk load's million) are read as a set, joined to the
-- transition table, whose size the planner knows: a bulk load is then hashed once, where a per-order
-- subquery would read the items again for every order. An order whose column is already right (the
-- API wrote it) is not written again.
CREATE FUNCTION order_items_service_ids_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET service_ids = now_ids.ids
    FROM (SELECT i.order_id, array_agg(DISTINCT i.service_id ORDER BY i.service_id) AS ids
            FROM order_items i WHERE i.order_id IN (SELECT order_id FROM inserted) GROUP BY i.order_id) now_ids
   WHERE o.id = now_ids.order_id AND o.service_ids IS DISTINCT FROM now_ids.ids;
  RETURN NULL;
END $$;

CREATE FUNCTION order_items_service_ids_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_refresh_service_ids(ARRAY(SELECT DISTINCT order_id FROM deleted));
  RETURN NULL;
END $$;

CREATE FUNCTION order_items_service_ids_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_refresh_service_ids(ARRAY(
    SELECT DISTINCT unnest(ARRAY[a.order_id, b.order_id]) FROM after_update a JOIN before_update b ON b.id = a.id
     WHERE a.service_id IS DISTINCT FROM b.service_id OR a.order_id IS DISTINCT FROM b.order_id));
  RETURN NULL;
END $$;

CREATE TRIGGER order_items_service_ids_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_service_ids_inserted();
CREATE TRIGGER order_items_service_ids_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_service_ids_deleted();
CREATE TRIGGER order_items_service_ids_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_service_ids_updated();

CREATE FUNCTION credential_deliveries_user_ids_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET delivered_user_ids = now_ids.user_ids
    FROM (SELECT d.order_id, string_agg(c.user_id, ' ' ORDER BY d.created_at, d.id) AS user_ids
            FROM credential_deliveries d JOIN service_credentials c ON c.id = d.credential_id
           WHERE d.order_id IN (SELECT order_id FROM inserted) AND c.user_id IS NOT NULL
           GROUP BY d.order_id) now_ids
   WHERE o.id = now_ids.order_id AND o.delivered_user_ids IS DISTINCT FROM now_ids.user_ids;
  RETURN NULL;
END $$;

CREATE FUNCTION credential_deliveries_user_ids_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_refresh_delivered_user_ids(ARRAY(SELECT DISTINCT order_id FROM deleted));
  RETURN NULL;
END $$;

CREATE FUNCTION credential_deliveries_user_ids_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_refresh_delivered_user_ids(ARRAY(
    SELECT DISTINCT unnest(ARRAY[a.order_id, b.order_id]) FROM after_update a JOIN before_update b ON b.id = a.id
     WHERE a.credential_id IS DISTINCT FROM b.credential_id OR a.order_id IS DISTINCT FROM b.order_id));
  RETURN NULL;
END $$;

-- A delivered credential's user id edited: the order it went to is found by the new one.
CREATE FUNCTION service_credentials_user_ids_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_refresh_delivered_user_ids(ARRAY(
    SELECT DISTINCT d.order_id FROM after_update a JOIN before_update b ON b.id = a.id
      JOIN credential_deliveries d ON d.credential_id = a.id
     WHERE a.user_id IS DISTINCT FROM b.user_id));
  RETURN NULL;
END $$;

CREATE TRIGGER credential_deliveries_user_ids_insert AFTER INSERT ON credential_deliveries REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION credential_deliveries_user_ids_inserted();
CREATE TRIGGER credential_deliveries_user_ids_delete AFTER DELETE ON credential_deliveries REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION credential_deliveries_user_ids_deleted();
CREATE TRIGGER credential_deliveries_user_ids_update AFTER UPDATE ON credential_deliveries REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION credential_deliveries_user_ids_updated();
CREATE TRIGGER service_credentials_user_ids_update AFTER UPDATE ON service_credentials REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION service_credentials_user_ids_updated();

-- The orders already there, in one pass. The triggers above locked the three tables against
-- writes until this migration commits, so nothing is missed.
UPDATE orders o SET service_ids = coalesce(s.ids, '{}'), delivered_user_ids = coalesce(u.user_ids, '')
  FROM orders src
  LEFT JOIN (SELECT order_id, array_agg(DISTINCT service_id ORDER BY service_id) AS ids FROM order_items GROUP BY order_id) s
    ON s.order_id = src.id
  LEFT JOIN (SELECT d.order_id, string_agg(c.user_id, ' ' ORDER BY d.created_at, d.id) AS user_ids
               FROM credential_deliveries d JOIN service_credentials c ON c.id = d.credential_id
              WHERE c.user_id IS NOT NULL GROUP BY d.order_id) u
    ON u.order_id = src.id
 WHERE o.id = src.id AND (s.ids IS NOT NULL OR u.user_ids IS NOT NULL);

-- The search text with the delivered user ids (migration 005's, one more part). A generated
-- column's expression is replaced by dropping it (its index goes with it) and adding it again.
ALTER TABLE orders DROP COLUMN search_text;
ALTER TABLE orders ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(transaction_id, '') || ' ' || delivered_user_ids)) STORED;
CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops);
CREATE INDEX orders_service_ids_idx ON orders USING gin (service_ids);

-- The All tab sorted by total or by name: the status indexes of migration 020 serve one status only.
CREATE INDEX orders_total_idx ON orders (total_cents, id);
CREATE INDEX orders_name_idx ON orders (name, id);
