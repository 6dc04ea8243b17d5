-- The database file driver (STORAGE_DRIVER=database, the default on PostgreSQL): every instance
-- serves every image, and one backup of the database holds them all.
-- Content-addressed: the bytes are kept once per SHA-256, however many uploads carry them; each
-- upload keeps a key of its own, so removing one service's logo never takes another's.
CREATE TABLE file_contents (
  sha256 bytea PRIMARY KEY CHECK (length(sha256) = 32),
  size integer NOT NULL CHECK (size >= 0),
  bytes bytea NOT NULL
);
-- PNG and JPEG are compressed already: stored out of line as they are, not tried with pglz again.
ALTER TABLE file_contents ALTER COLUMN bytes SET STORAGE EXTERNAL;

CREATE TABLE stored_files (
  key text PRIMARY KEY,
  -- RESTRICT: contents still referred to cannot be deleted, whichever transaction commits first.
  sha256 bytea NOT NULL REFERENCES file_contents (sha256) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_by_contents ON stored_files (sha256);
