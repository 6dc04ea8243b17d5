-- Invites can be revoked: the link then answers as an expired one. A used invite is never revoked.
ALTER TABLE employee_invites ADD COLUMN revoked_at timestamptz;
ALTER TABLE employee_invites ADD CONSTRAINT employee_invites_used_or_revoked CHECK (used_at IS NULL OR revoked_at IS NULL);

-- The look-up for an open invite of one e-mail (an e-mail has at most one open invite).
CREATE INDEX employee_invites_open_email_idx ON employee_invites (email) WHERE used_at IS NULL AND revoked_at IS NULL;
