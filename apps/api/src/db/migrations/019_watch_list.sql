-- The watch list: addresses, domains and payment transaction prefixes managers want a second look
-- at. A pending order that matches is flagged with the entry's reason wherever it is shown; the
-- match is made when the order is read (a few index probes per listed order), so an order is
-- flagged as soon as it arrives and as soon as the list changes. Values are stored lower-cased:
-- matching ignores case.
CREATE TABLE watch_list_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('email', 'domain', 'transaction_prefix')),
  value text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 254 AND value = lower(value)),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  expires_at timestamptz,
  created_by uuid REFERENCES employees (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT watch_list_entries_kind_value_key UNIQUE (kind, value)
);
CREATE INDEX watch_list_entries_created_idx ON watch_list_entries (created_at DESC, id);
