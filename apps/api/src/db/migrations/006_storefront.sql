-- Order intake from the storefront: the keys it calls with, and the answers kept for its retries.

-- A storefront key is `sfk_` and 32 random bytes; only its SHA-256 is stored, and a request's key is
-- found by its hash. A revoked key stays on record (who had it, until when).
CREATE TABLE storefront_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  key_hash bytea NOT NULL CHECK (octet_length(key_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Written at most once a minute, not on every request.
  last_used_at timestamptz,
  revoked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT storefront_keys_name_key UNIQUE (name),
  CONSTRAINT storefront_keys_key_hash_key UNIQUE (key_hash)
);

-- The first answer to a request with an Idempotency-Key, per storefront key. The row is inserted in
-- the order's own transaction, so a retry racing the first request waits on the primary key until
-- the first commits (then replays its answer) or rolls back (then makes the order itself): one order
-- per key, however many retries arrive at once. A key older than 24 hours may be used again.
CREATE TABLE storefront_idempotency (
  storefront_key_id uuid NOT NULL REFERENCES storefront_keys (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
  -- SHA-256 of the request's body: the same key with another body is refused, not replayed.
  request_hash bytea NOT NULL CHECK (octet_length(request_hash) = 32),
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  -- Null only inside the claiming transaction, until its answer is known: nobody else sees that.
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (storefront_key_id, idempotency_key)
);
-- Expired rows are deleted by key and age.
CREATE INDEX storefront_idempotency_created_idx ON storefront_idempotency (storefront_key_id, created_at);
