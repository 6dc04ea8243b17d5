-- What the order list shows changes only when a statement writes one of the tables its page reads
-- (the orders with their counts, their items, the services, the credentials in stock, the watch
-- list), or when a watch list entry expires. Every such statement leaves a new random value in its
-- connection's slot here (pg_backend_pid() % 16, as the counts do: concurrent writers do not queue
-- on one row), in its own transaction; so the slots, read together, are the same value exactly
-- while no write to those tables has committed. An API process keeps the first pages it answered
-- under that value and answers the next request for one from memory while it holds
-- (lib/first-page-cache.ts). Random, not counted: a value once read is never read again for other
-- contents, even after a restore brings back older rows.
--
-- The slot is bumped before the statement writes: its row lock is then the first a transaction takes
-- of its slot's, before the counters' rows (migration 004, same slot) whatever the triggers' names
-- (after-statement triggers fire in name order), so two transactions of one slot queue on it rather
-- than each holding a row the other waits for (a completion writes the credentials and then the
-- order; a status change the order alone).
CREATE TABLE order_list_versions (
  slot smallint PRIMARY KEY,
  version bigint NOT NULL
);
INSERT INTO order_list_versions (slot, version) SELECT s, (random() * 4e18)::bigint FROM generate_series(0, 15) AS s;

CREATE FUNCTION order_list_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_list_versions SET version = (random() * 4e18)::bigint WHERE slot = pg_backend_pid() % 16;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_bump_list_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_versions_bump();
CREATE TRIGGER order_items_bump_list_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_versions_bump();
CREATE TRIGGER services_bump_list_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_versions_bump();
CREATE TRIGGER service_credentials_bump_list_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_credentials
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_versions_bump();
CREATE TRIGGER watch_list_entries_bump_list_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON watch_list_entries
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_versions_bump();

-- The next moment a watch list entry stops applying: part of the version (repositories/orders.ts).
CREATE INDEX watch_list_entries_expires_idx ON watch_list_entries (expires_at) WHERE expires_at IS NOT NULL;
