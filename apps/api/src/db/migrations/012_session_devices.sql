-- A session remembers where it was opened: the client's address and its browser (the User-Agent
-- header, cut to 512 characters), so an employee can tell their sessions apart on the profile
-- page and end the ones they do not know. Sessions opened before this have neither.
ALTER TABLE sessions
  ADD COLUMN ip text,
  ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512);

-- A sign-in from an address and browser the employee has not signed in from before is e-mailed to
-- them (routes/auth/sessions.ts): the look-up goes by employee and address.
CREATE INDEX sessions_employee_device_idx ON sessions (employee_id, ip);
