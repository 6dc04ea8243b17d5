-- Levels: an employee is an agent, a manager or an owner (libs/contracts/src/levels.ts says who may
-- do what). Everyone was an admin with every right, so everyone becomes an owner: nobody loses
-- access on upgrade, and owners then set their colleagues' levels. New accounts default to agent.
ALTER TABLE employees DROP CONSTRAINT employees_level_check;
UPDATE employees SET level = 'owner' WHERE level = 'admin';
ALTER TABLE employees
  ALTER COLUMN level SET DEFAULT 'agent',
  ADD CONSTRAINT employees_level_check CHECK (level IN ('agent', 'manager', 'owner'));
-- The last-owner rule counts active owners.
CREATE INDEX employees_active_owners_idx ON employees (id) WHERE level = 'owner' AND is_active;

-- An invite says the level its invitee joins at.
ALTER TABLE employee_invites ADD COLUMN level text NOT NULL DEFAULT 'agent' CHECK (level IN ('agent', 'manager', 'owner'));

-- The audit trail is a record, not data: no UPDATE, DELETE or TRUNCATE, whoever asks. An employee
-- with audit rows therefore cannot be deleted either (their actor_id would be set to null):
-- employees are archived, never deleted.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_rows_are_final BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_is_not_truncated BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- The audit log screen lists newest first (id breaks ties), filtered by employee, action or
-- record type; a record's History tab reads audit_log_entity_idx. Its search looks in the action,
-- the address and what changed (the expression of repositories/audit-log.ts, character for character).
DROP INDEX audit_log_created_idx;
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_created_idx ON audit_log (actor_id, created_at DESC, id DESC);
CREATE INDEX audit_log_action_created_idx ON audit_log (action, created_at DESC, id DESC);
CREATE INDEX audit_log_entity_created_idx ON audit_log (entity, created_at DESC, id DESC);
CREATE INDEX audit_log_search_trgm_idx ON audit_log USING gin (
  (action || ' ' || coalesce(ip, '') || ' ' || coalesce(before::text, '') || ' ' || coalesce(after::text, '')) gin_trgm_ops
);
