-- Credential delivery: completing an order of a stock service claims credentials and e-mails them.

-- How a service's orders are delivered; existing services get their type's default.
ALTER TABLE services ADD COLUMN delivery text;
UPDATE services SET delivery = CASE type WHEN 'vpn' THEN 'stock' ELSE 'manual' END;
ALTER TABLE services ALTER COLUMN delivery SET NOT NULL;
ALTER TABLE services ADD CONSTRAINT services_delivery_check CHECK (delivery IN ('stock', 'manual'));

-- A credential reported bad is never handed out again, and kept for the record.
ALTER TABLE service_credentials ADD COLUMN is_bad boolean NOT NULL DEFAULT false;
ALTER TABLE service_credentials ADD COLUMN bad_reason text CHECK (char_length(bad_reason) <= 500);
ALTER TABLE service_credentials ADD CONSTRAINT service_credentials_bad_has_reason CHECK (is_bad = (bad_reason IS NOT NULL));

-- A keyed hash of what makes a credential itself, so an import finds repeats without decrypting the
-- stock. Rows older than this migration get theirs when the API starts (the key is not SQL's).
ALTER TABLE service_credentials ADD COLUMN fingerprint bytea CHECK (octet_length(fingerprint) = 32);
CREATE INDEX service_credentials_fingerprint_idx ON service_credentials (service_id, fingerprint);

-- What a completion claims from: a service's available credentials, oldest first.
CREATE INDEX service_credentials_available_idx ON service_credentials (service_id, created_at, id)
  WHERE is_active AND NOT is_used AND NOT is_bad;

-- A credential handed out for one unit of an order item. A credential is delivered at most once
-- (the unique key), whatever the application does; a replaced delivery stays on record.
CREATE TABLE credential_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  order_item_id uuid NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  credential_id uuid NOT NULL REFERENCES service_credentials (id) ON DELETE RESTRICT,
  email_id uuid REFERENCES outbox_emails (id) ON DELETE SET NULL,
  replaced_at timestamptz,
  replace_reason text CHECK (char_length(replace_reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credential_deliveries_credential_key UNIQUE (credential_id),
  CONSTRAINT credential_deliveries_replaced_has_reason CHECK ((replaced_at IS NULL) = (replace_reason IS NULL))
);
CREATE INDEX credential_deliveries_order_idx ON credential_deliveries (order_id, created_at, id);

-- A delivery e-mail carries passwords: its body is stored encrypted with the credential cipher
-- (the outbox row id as associated data) and the worker decrypts it just before sending.
ALTER TABLE outbox_emails ADD COLUMN sealed boolean NOT NULL DEFAULT false;
