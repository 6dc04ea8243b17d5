-- Passkeys (WebAuthn): each employee's public keys, by the credential id their authenticator gave.
-- A passkey signs in alone (the device and its PIN or biometric) or as the second step after the
-- password; the counter, when the authenticator keeps one, catches a cloned key.
CREATE TABLE employee_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  credential_id text NOT NULL CHECK (char_length(credential_id) BETWEEN 1 AND 1400),
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT employee_passkeys_credential_id_key UNIQUE (credential_id)
);
CREATE INDEX employee_passkeys_employee_idx ON employee_passkeys (employee_id);

-- The challenge of a WebAuthn ceremony the API started (add a passkey, sign in with one, prove it is
-- the employee): the browser gets a token naming it (only its hash is kept); it lives 5 minutes and
-- is used once. `employee_id` and `session_id` bind it to whom it was for, when anyone.
CREATE TABLE webauthn_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in', 'second_step', 'proof')),
  challenge text NOT NULL CHECK (char_length(challenge) <= 200),
  employee_id uuid REFERENCES employees (id) ON DELETE CASCADE,
  session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
  pending_sign_in_id uuid REFERENCES pending_sign_ins (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webauthn_challenges_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at) WHERE used_at IS NULL;
