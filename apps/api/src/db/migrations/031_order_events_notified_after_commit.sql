-- A transaction that NOTIFYs holds one lock for the whole database from the start of its commit to
-- the end of its WAL flush: PostgreSQL serialises notifying commits to keep its queue in commit
-- order. Every storefront order notified, so at a sale's rush the intake committed one order at a
-- time, each waiting for its own flush: on the rush benchmark the backends were seen waiting on that
-- lock more than on anything else. Without it (three alternating 30-second rushes of 250 orders a
-- second on a shop of 100,000): fewer answers over 100 ms in each (1,297, 395, 952 against 1,629,
-- 2,277, 1,402), intake p99 382, 153, 540 ms against 549, 613, 575.
--
-- A transaction that sets `shopdesk.order_events_notify` to 'after-commit' (for that transaction
-- only) records its event as before but sends no NOTIFY: its writer sends one after the commit,
-- one for all the commits of a few milliseconds (live/order-events-notifier.ts). The streams read
-- what committed, whatever woke them, so nothing is lost or sent twice. Every other writer
-- (employees' actions, a psql session) is heard as before.
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
  IF current_setting('shopdesk.order_events_notify', true) IS DISTINCT FROM 'after-commit' THEN
    PERFORM pg_notify('order_events', table_schema || ' ' || event_id);
  END IF;
END $$;
