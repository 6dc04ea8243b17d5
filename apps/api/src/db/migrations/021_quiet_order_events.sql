-- A bulk action completes or cancels each order in a transaction of its own, and a live stream
-- should hear of them once, not once per order: a transaction that sets `shopdesk.quiet_order_events`
-- (set_config(..., true): for that transaction only) leaves no event, and the action records one
-- event for all its orders when it is done. Any other writer of orders is heard as before.
CREATE OR REPLACE FUNCTION order_events_record(table_schema text, changes jsonb[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  IF cardinality(changes) = 0 OR current_setting('shopdesk.quiet_order_events', true) = 'on' THEN
    RETURN;
  END IF;
  INSERT INTO order_events (payload)
  VALUES (jsonb_build_object('changes', to_jsonb(changes[1:50]), 'more', cardinality(changes) > 50))
  RETURNING id INTO event_id;
  PERFORM pg_notify('order_events', table_schema || ' ' || event_id);
END $$;
