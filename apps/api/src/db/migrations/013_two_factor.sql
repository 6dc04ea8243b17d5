-- Two-factor sign-in with an authenticator app (TOTP, RFC 6238). The secret is sealed with the
-- credentials keyring (the employee's id as associated data); it waits unconfirmed while the
-- employee enrols, and counts as a second factor once a first code confirmed it. The last time
-- step a code was accepted for is kept, so a code works once.
CREATE TABLE employee_totp (
  employee_id uuid PRIMARY KEY REFERENCES employees (id) ON DELETE CASCADE,
  secret_enc text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use recovery codes per employee, stored as SHA-256 (each has 50 random bits: no
-- dictionary to try); making new ones deletes the old.
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL CHECK (octet_length(code_hash) = 32),
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT recovery_codes_hash_key UNIQUE (employee_id, code_hash)
);

-- The first step of a two-step sign-in: the password was right, the code is awaited. Its token
-- goes to the browser once (only the hash is kept); it lives 5 minutes, takes a few wrong codes,
-- and is used once. A password reset or an archive ends it (routes/auth/second-factor.ts).
CREATE TABLE pending_sign_ins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  ip text,
  user_agent text CHECK (char_length(user_agent) <= 512),
  wrong_codes integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pending_sign_ins_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX pending_sign_ins_employee_idx ON pending_sign_ins (employee_id) WHERE used_at IS NULL;
