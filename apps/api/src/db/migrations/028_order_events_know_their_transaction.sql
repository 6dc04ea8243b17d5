-- A stream's position (the id a reconnecting client sends back as Last-Event-ID) becomes a snapshot:
-- every event whose transaction had committed by then was sent. Event ids follow the order
-- statements wrote, not the order they committed, so "every id above N" missed an event below N
-- that committed after N was sent; "every transaction not visible in that snapshot" misses none.
-- Each event records its transaction (the default: the writing transaction's own id; every writer
-- goes through order_events_record, none sets it), and the replay finds them by it.
ALTER TABLE order_events ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX order_events_by_transaction ON order_events (xid);
