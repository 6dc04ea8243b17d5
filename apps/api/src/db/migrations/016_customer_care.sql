-- Customer care: notes on an order, the e-mails sent for it, refunds, revoked deliveries.

-- A record that is never deleted on its own: only with its order (the cascade runs after the order
-- row is gone, so the order is no longer found). Shared by notes and refunds.
CREATE FUNCTION refuse_delete_while_order_exists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM orders WHERE id = OLD.order_id) THEN
    RAISE EXCEPTION '% rows are never deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;

-- Any employee writes a note on an order; its author may edit it for a short while (the API keeps
-- the window, the audit log the earlier text); nobody deletes it.
CREATE TABLE order_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES employees (id) ON DELETE RESTRICT,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  edited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, created_at DESC, id);
CREATE TRIGGER order_notes_are_kept BEFORE DELETE ON order_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_while_order_exists();

-- Every e-mail that carried an order's credentials, and why it went: the first delivery, a
-- replacement, or an employee's resend (which the limit per order counts).
CREATE TABLE order_emails (
  email_id uuid PRIMARY KEY REFERENCES outbox_emails (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('delivery', 'replacement', 'resend')),
  actor_id uuid REFERENCES employees (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_emails_order_idx ON order_emails (order_id, created_at DESC);

-- The e-mails already sent: an order's first is its delivery, later ones replacements.
INSERT INTO order_emails (email_id, order_id, kind, created_at)
SELECT email_id, order_id,
       CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY first_at) = 1 THEN 'delivery' ELSE 'replacement' END,
       first_at
  FROM (SELECT email_id, order_id, min(created_at) AS first_at
          FROM credential_deliveries WHERE email_id IS NOT NULL GROUP BY email_id, order_id) AS sent;

-- A refund is a row of its own: the order's total never changes. refunded_cents is their sum,
-- written by the transaction that inserts one under the order's row lock, so that two refunds at
-- once can never pass the total (the CHECK says so whatever the application does).
CREATE TABLE order_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL CHECK (reason IN ('not_working', 'duplicate_payment', 'customer_request', 'fraud', 'other')),
  note text CHECK (char_length(note) BETWEEN 1 AND 500),
  actor_id uuid REFERENCES employees (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_refunds_other_has_note CHECK (reason <> 'other' OR note IS NOT NULL)
);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id, created_at);
CREATE TRIGGER order_refunds_are_kept BEFORE DELETE ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_while_order_exists();
CREATE FUNCTION order_refunds_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_refunds rows cannot be changed' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER order_refunds_are_final BEFORE UPDATE ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION order_refunds_refuse_update();

ALTER TABLE orders ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD CONSTRAINT orders_refunded_within_total CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents);

-- Refunds per UTC day of the refund, kept like the revenue rollups of 009 (a slot per connection):
-- the dashboard's revenue is the completed orders' revenue of a day less the refunds made that day.
CREATE TABLE refund_daily_amounts (
  day date NOT NULL,
  slot smallint NOT NULL,
  refunded_cents bigint NOT NULL,
  refunds bigint NOT NULL,
  PRIMARY KEY (day, slot)
);

CREATE TYPE refund_day_change AS (day date, cents bigint, refunds bigint);

CREATE FUNCTION refund_daily_amounts_add(changes refund_day_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO refund_daily_amounts (day, slot, refunded_cents, refunds)
  SELECT day, pg_backend_pid() % 16, sum(cents), sum(refunds) FROM unnest(changes)
   GROUP BY day HAVING sum(refunds) <> 0 ORDER BY day
  ON CONFLICT (day, slot) DO UPDATE
    SET refunded_cents = refund_daily_amounts.refunded_cents + EXCLUDED.refunded_cents,
        refunds = refund_daily_amounts.refunds + EXCLUDED.refunds;
$$;

CREATE FUNCTION order_refunds_rollup_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refund_daily_amounts_add(ARRAY(
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, sum(amount_cents), count(*))::refund_day_change FROM inserted GROUP BY (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;
CREATE FUNCTION order_refunds_rollup_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refund_daily_amounts_add(ARRAY(
    SELECT ROW((created_at AT TIME ZONE 'UTC')::date, -sum(amount_cents), -count(*))::refund_day_change FROM deleted GROUP BY (created_at AT TIME ZONE 'UTC')::date
  ));
  RETURN NULL;
END $$;
CREATE FUNCTION order_refunds_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM refund_daily_amounts;
  RETURN NULL;
END $$;
CREATE TRIGGER order_refunds_rollup_insert AFTER INSERT ON order_refunds REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION order_refunds_rollup_inserted();
CREATE TRIGGER order_refunds_rollup_delete AFTER DELETE ON order_refunds REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION order_refunds_rollup_deleted();
CREATE TRIGGER order_refunds_rollup_truncate AFTER TRUNCATE ON order_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION order_refunds_rollup_truncated();

-- The credentials of an order refunded in full are revoked: the delivery says so (support disables
-- them at the provider) and the credential is marked bad, so it is never handed out again.
ALTER TABLE credential_deliveries ADD COLUMN revoked_at timestamptz;
