-- The live order queue: every statement that creates, completes, cancels or deletes orders leaves
-- one row here, written by triggers in the same transaction (whoever writes orders: the API, the
-- storefront, a psql session), and a NOTIFY on `order_events` that PostgreSQL delivers to every
-- listening API instance when the transaction commits. The rows are what a reconnecting stream
-- replays (Last-Event-ID); the API prunes them after a day.
--
-- The NOTIFY payload is the table's schema and the row's id ("public 42"), never the changes: a
-- payload is limited to 8000 bytes, 50 changes come near it, and one shape is simpler than "the JSON
-- when it is small, else the id". An instance reads the row by its id, as a replay reads it. The
-- schema is there because channels are per database, not per schema: an instance ignores the ids
-- of another schema's table (the tests run one schema each on one database).
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  payload jsonb NOT NULL
);
-- Pruning finds the rows older than a day.
CREATE INDEX order_events_created_idx ON order_events (created_at);

-- One event for a statement's changes: the first 50 and whether there were more. `changes` holds at
-- most 51 (the triggers stop there), so a million-row statement never builds a million-element array.
CREATE FUNCTION order_events_record(table_schema text, changes jsonb[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO order_events (payload)
  VALUES (jsonb_build_object('changes', to_jsonb(changes[1:50]), 'more', cardinality(changes) > 50))
  RETURNING id INTO event_id;
  PERFORM pg_notify('order_events', table_schema || ' ' || event_id);
END $$;

CREATE FUNCTION orders_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_events_record(TG_TABLE_SCHEMA, ARRAY(
    SELECT jsonb_build_object('orderId', id, 'from', NULL, 'to', order_status) FROM inserted LIMIT 51
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION orders_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_events_record(TG_TABLE_SCHEMA, ARRAY(
    SELECT jsonb_build_object('orderId', id, 'from', order_status, 'to', NULL) FROM deleted LIMIT 51
  ));
  RETURN NULL;
END $$;

-- Only rows whose status changed count: an update of a name or a total is no queue change, and an
-- update that changed no status leaves no event at all.
CREATE FUNCTION orders_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_events_record(TG_TABLE_SCHEMA, ARRAY(
    SELECT jsonb_build_object('orderId', a.id, 'from', b.order_status, 'to', a.order_status)
      FROM after_update a JOIN before_update b ON b.id = a.id
     WHERE a.order_status IS DISTINCT FROM b.order_status
     LIMIT 51
  ));
  RETURN NULL;
END $$;

-- TRUNCATE names no rows: an event with no changes and `more`, so every client refetches.
CREATE FUNCTION orders_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO order_events (payload) VALUES ('{"changes": [], "more": true}') RETURNING id INTO event_id;
  PERFORM pg_notify('order_events', TG_TABLE_SCHEMA || ' ' || event_id);
  RETURN NULL;
END $$;

CREATE TRIGGER orders_events_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_events_inserted();
CREATE TRIGGER orders_events_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_events_deleted();
CREATE TRIGGER orders_events_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION orders_events_updated();
CREATE TRIGGER orders_events_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_events_truncated();

-- A live stream ends with its session. A revocation (logout, password reset, archive) or an
-- employee's deactivation says so on `session_ends` (payload: the schema), and every instance checks
-- its open streams' sessions at once instead of at its next periodic check. These statements are
-- rare, so "check them all" is cheaper than naming sessions in a payload of bounded size.
CREATE FUNCTION sessions_notify_ends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ends', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_notify_revoked AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ends();
CREATE TRIGGER employees_notify_deactivated AFTER UPDATE OF is_active ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ends();
