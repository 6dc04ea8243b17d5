-- Archiving an employee now revokes the invites they sent and uses up their password-reset links
-- (routes/employees/archive-employee.ts). Employees archived before that get the same here, so no
-- link of theirs still opens an account. No audit rows: the migration is not an employee's act.
UPDATE employee_invites i SET revoked_at = now(), updated_at = now()
  FROM employees e
 WHERE e.id = i.invited_by AND NOT e.is_active AND i.used_at IS NULL AND i.revoked_at IS NULL;

UPDATE password_resets r SET used_at = now(), updated_at = now()
  FROM employees e
 WHERE e.id = r.employee_id AND NOT e.is_active AND r.used_at IS NULL;
