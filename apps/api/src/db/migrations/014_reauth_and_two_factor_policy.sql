-- Re-authentication ("sudo mode"): when the session last proved it is its employee (the password,
-- an app's code) for the calls that need a fresh proof, or made one of them since; NULL until then.
-- A session of an employee the shop requires a second factor of, past their grace period, must set
-- one up before it makes any other call (must_enrol, cleared when they do).
ALTER TABLE sessions
  ADD COLUMN proven_at timestamptz,
  ADD COLUMN must_enrol boolean NOT NULL DEFAULT false;

-- When the two-factor policy first applied to the employee (their grace period runs from here);
-- NULL while it does not apply. See routes/auth/two-factor-policy.ts.
ALTER TABLE employees ADD COLUMN two_factor_grace_from timestamptz;

-- The shop's sign-in policy: one row, set by owners.
CREATE TABLE security_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  two_factor_required_for text NOT NULL DEFAULT 'owners_and_managers'
    CHECK (two_factor_required_for IN ('nobody', 'owners_and_managers', 'everyone')),
  grace_days integer NOT NULL DEFAULT 14 CHECK (grace_days BETWEEN 0 AND 90),
  updated_at timestamptz,
  updated_by uuid REFERENCES employees (id) ON DELETE SET NULL
);
INSERT INTO security_settings DEFAULT VALUES;
