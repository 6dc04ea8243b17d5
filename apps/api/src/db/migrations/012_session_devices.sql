-- A session remembers where it was opened: the client's address and its browser (the User-Agent
-- header, cut to 512 characters), so an employee can tell their sessions apart on the profile
-- page and end the ones they do not know. Sessions opened before this have neither.
ALTER TABLE sessions
  ADD COLUMN ip text,
  ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512);
