-- Shopdesk schema. Ids are UUIDs; money is integer cents; every row has created_at/updated_at.
-- Enum-like columns are text with CHECK constraints (easy to extend in a later migration).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE employees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  level text NOT NULL DEFAULT 'admin' CHECK (level IN ('admin')),
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT employees_email_key UNIQUE (email)
);
CREATE INDEX employees_active_name_idx ON employees (is_active, name);
CREATE INDEX employees_search_trgm_idx ON employees USING gin ((name || ' ' || email) gin_trgm_ops);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sessions_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX sessions_employee_live_idx ON sessions (employee_id) WHERE revoked_at IS NULL;

CREATE TABLE employee_invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  invited_by uuid REFERENCES employees (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT employee_invites_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX employee_invites_created_idx ON employee_invites (created_at DESC, id);
CREATE INDEX employee_invites_email_trgm_idx ON employee_invites USING gin (email gin_trgm_ops);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX password_resets_employee_idx ON password_resets (employee_id);

CREATE TABLE services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  type text NOT NULL CHECK (type IN ('vpn', 'dollar-card')),
  country text CHECK (country IN ('uae', 'ksa')),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  logo text,
  short_description text NOT NULL DEFAULT '',
  benefits text[] NOT NULL CHECK (cardinality(benefits) >= 1),
  link_or_apk text NOT NULL CHECK (link_or_apk IN ('link', 'apk')),
  link text,
  is_active boolean NOT NULL DEFAULT true,
  serial integer NOT NULL CHECK (serial >= 0),
  slug text NOT NULL CHECK (slug <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT services_country_vpn_only CHECK (country IS NULL OR type = 'vpn'),
  CONSTRAINT services_link_iff_link CHECK ((link_or_apk = 'link') = (link IS NOT NULL)),
  CONSTRAINT services_type_slug_key UNIQUE (type, slug)
);
CREATE INDEX services_list_idx ON services (type, is_active, serial, id);
CREATE INDEX services_active_serial_idx ON services (is_active, serial, id);
CREATE INDEX services_search_trgm_idx ON services USING gin ((name || ' ' || slug) gin_trgm_ops);

CREATE TABLE service_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
  user_id text CHECK (char_length(user_id) <= 200),
  password_enc text NOT NULL CHECK (password_enc LIKE 'v1:%'),
  is_used boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_credentials_list_idx ON service_credentials (service_id, is_active, created_at DESC, id);
CREATE INDEX service_credentials_active_idx ON service_credentials (is_active, created_at DESC, id);
CREATE INDEX service_credentials_user_trgm_idx ON service_credentials USING gin (coalesce(user_id, '') gin_trgm_ops);

CREATE TABLE service_setup_guides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('vpn', 'dollar-card')),
  image text NOT NULL,
  serial integer NOT NULL CHECK (serial >= 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_setup_guides_list_idx ON service_setup_guides (type, is_active, serial, id);
CREATE INDEX service_setup_guides_active_idx ON service_setup_guides (is_active, serial, id);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  transaction_id text,
  payment_method text,
  order_status text NOT NULL DEFAULT 'pending' CHECK (order_status IN ('pending', 'completed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_status_created_idx ON orders (order_status, created_at DESC, id);
CREATE INDEX orders_created_idx ON orders (created_at DESC, id);
CREATE INDEX orders_search_trgm_idx ON orders USING gin (
  (name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(transaction_id, '')) gin_trgm_ops
);

CREATE TABLE order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_service_idx ON order_items (service_id);

CREATE TABLE outbox_emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_emails_due_idx ON outbox_emails (next_attempt_at) WHERE status = 'pending';

CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES employees (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id uuid,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, created_at DESC);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
